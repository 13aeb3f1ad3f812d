import { afterEach, describe, expect, it, vi } from "vitest";
import { article, contentFolder } from "../../../../tests/content-fixture";
import { ContentError } from "../content-error";
import { readContent } from "../posts.server";

function problemsOf(directory: string): string[] {
  try {
    readContent(directory);
  } catch (error) {
    if (error instanceof ContentError)
      return error.message
        .split("\n")
        .slice(1)
        .map((line) => line.trim());
    throw error;
  }
  throw new Error("expected the content to be refused");
}

afterEach(() => vi.unstubAllEnvs());

describe("reading the content folder", () => {
  it("lists articles newest first with their route, ISO date and reading time", () => {
    const directory = contentFolder({
      "a.md": article({ date: '"20240817"', title: "Older" }),
      "b.md": article({ date: "2025-08-23", title: "Newer", body: "word ".repeat(700) }),
    });
    const { posts, tags } = readContent(directory);
    expect(posts.map((post) => post.title)).toEqual(["Newer", "Older"]);
    expect(posts[0]).toMatchObject({
      date: "20250823",
      route: "/post_20250823",
      isoDate: "2025-08-23",
      readingMinutes: 3,
    });
    expect(tags).toEqual(["blog", "azure", "react"]);
  });

  it("shows drafts in development and leaves them out of a production build", () => {
    const directory = contentFolder({
      "a.md": article({ date: '"20240817"' }),
      "draft.md": article({ date: '"20240818"', extra: "draft: true\n" }),
    });
    vi.stubEnv("NODE_ENV", "development");
    expect(readContent(directory).posts).toHaveLength(2);
    vi.stubEnv("NODE_ENV", "production");
    expect(readContent(directory).posts.map((post) => post.date)).toEqual(["20240817"]);
  });

  it("refuses a file without front matter, naming the file", () => {
    const directory = contentFolder({ "bare.md": "Just text.\n" });
    expect(problemsOf(directory)).toEqual([expect.stringMatching(/posts\/bare\.md:1: has no front matter/)]);
  });

  it("names the file, line and field of a missing or invalid field", () => {
    const directory = contentFolder({
      "bad.md": '---\ntitle: "T"\ndate: "20241345"\nsummary: "S"\ntags: [blog]\n---\nBody\n',
    });
    expect(problemsOf(directory)).toEqual([
      expect.stringMatching(
        /posts\/bad\.md:3: "date" must be a real date written YYYYMMDD or YYYY-MM-DD, got "20241345"/,
      ),
      expect.stringMatching(/posts\/bad\.md:1: "excerpt" is required/),
    ]);
  });

  it("refuses a tag outside the vocabulary on the line of the tags", () => {
    const directory = contentFolder({ "tag.md": article({ tags: "[blog, kubernetes]" }) });
    expect(problemsOf(directory)).toEqual([
      expect.stringMatching(/posts\/tag\.md:6: "tags\.1" "kubernetes" is not in the tag vocabulary/),
    ]);
  });

  it("refuses an unknown field, which is usually a typo", () => {
    const directory = contentFolder({ "typo.md": article({ extra: "tilte: Oops\n" }) });
    expect(problemsOf(directory)).toEqual([
      expect.stringMatching(/posts\/typo\.md:7: "tilte" is not a known front matter field/),
    ]);
  });

  it("refuses front matter that is not YAML", () => {
    const directory = contentFolder({ "yaml.md": '---\ntitle: "unclosed\n---\nBody\n' });
    expect(problemsOf(directory)).toEqual([
      expect.stringMatching(/posts\/yaml\.md:\d+: front matter is not valid YAML/),
    ]);
  });

  it("refuses two articles on one date, since the date is the route", () => {
    const directory = contentFolder({
      "one.md": article({ date: '"20240817"' }),
      "two.md": article({ date: "2024-08-17" }),
    });
    expect(problemsOf(directory)).toEqual([
      expect.stringMatching(/posts\/two\.md: "date" 20240817 is already the date of .*posts\/one\.md/),
    ]);
  });
});

describe("the change log and the series", () => {
  const changes = (...entries: string[]) => `changes:\n${entries.join("")}`;
  const change = (date: string, what = "Fixed the retry count.") =>
    `  - date: ${date}\n    what: "${what}"\n`;

  it("reads changes in either date spelling, and the latest change is the updated date", () => {
    const directory = contentFolder({
      "a.md": article({
        extra: `series: "Building this blog"\n${changes(change("2024-09-01"), change('"20241103"', "Added `npm run dev`."))}`,
      }),
      "b.md": article({ date: '"20240818"' }),
    });
    const [b, a] = readContent(directory).posts;
    expect(a).toMatchObject({
      changes: [
        { date: "20240901", what: "Fixed the retry count." },
        { date: "20241103", what: "Added `npm run dev`." },
      ],
      updated: "20241103",
      series: "Building this blog",
    });
    expect(b).toMatchObject({ changes: [] });
    expect(b?.updated).toBeUndefined();
  });

  it("refuses a change date that is not a date, on the line of that change", () => {
    const directory = contentFolder({
      "a.md": article({ extra: changes(change('"20240901"'), change('"soon"')) }),
    });
    expect(problemsOf(directory)).toEqual([
      expect.stringMatching(/a\.md:10: "changes\.1\.date" must be a real date written YYYYMMDD/),
    ]);
  });

  it("refuses a change dated before the article, after today, or before the change above it", () => {
    const early = contentFolder({ "a.md": article({ extra: changes(change('"20240816"')) }) });
    expect(problemsOf(early)).toEqual([
      expect.stringMatching(/a\.md:8: "changes\.0\.date" must not be before the article's date/),
    ]);
    const future = contentFolder({ "a.md": article({ extra: changes(change('"29990101"')) }) });
    expect(problemsOf(future)).toEqual([
      expect.stringMatching(/"changes\.0\.date" must not be in the future/),
    ]);
    const unordered = contentFolder({
      "a.md": article({ extra: changes(change('"20240901"'), change('"20240820"')) }),
    });
    expect(problemsOf(unordered)).toEqual([
      expect.stringMatching(/a\.md:10: "changes\.1\.date" must not be before the change above it/),
    ]);
  });

  it("refuses a change that does not say what changed", () => {
    const empty = contentFolder({ "a.md": article({ extra: changes(change('"20240901"', " ")) }) });
    expect(problemsOf(empty)).toEqual([
      expect.stringMatching(/a\.md:9: "changes\.0\.what" must say what changed/),
    ]);
    const missing = contentFolder({ "a.md": article({ extra: 'changes:\n  - date: "20240901"\n' }) });
    expect(problemsOf(missing)).toEqual([expect.stringMatching(/a\.md:8: "changes\.0\.what" is required/)]);
  });

  it("refuses an unknown key in a change, and the old updated field", () => {
    const typo = contentFolder({
      "a.md": article({ extra: changes(`${change('"20240901"')}    why: "Readers asked."\n`) }),
    });
    expect(problemsOf(typo)).toEqual([
      expect.stringMatching(/a\.md:10: "changes\.0\.why" is not a known front matter field/),
    ]);
    const updated = contentFolder({ "a.md": article({ extra: 'updated: "20240901"\n' }) });
    expect(problemsOf(updated)).toEqual([
      expect.stringMatching(/a\.md:7: "updated" is not a known front matter field/),
    ]);
  });
});

describe("the optional canonical field of a cross-post", () => {
  it("reads an https URL as the article's canonical, and none by default", () => {
    const directory = contentFolder({
      "a.md": article({ extra: "canonical: https://dev.to/alex/tracing-with-opentelemetry-3k1\n" }),
      "b.md": article({ date: '"20240818"' }),
    });
    const [plain, crossPost] = readContent(directory).posts;
    expect(crossPost?.canonical).toBe("https://dev.to/alex/tracing-with-opentelemetry-3k1");
    expect(plain).not.toHaveProperty("canonical");
  });

  it("refuses a canonical that is not an absolute https URL, naming the file and line", () => {
    for (const value of ["http://dev.to/alex/a", "/post_20240817", "dev.to/alex/a"]) {
      const directory = contentFolder({ "a.md": article({ extra: `canonical: ${value}\n` }) });
      expect(problemsOf(directory), value).toEqual([
        expect.stringMatching(/posts\/a\.md:7: "canonical" must be an absolute https:\/\/ URL/),
      ]);
    }
  });
});
