import { writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { site } from "~/site.config";
import { article, contentFolder } from "../../../../tests/content-fixture";
import { readContent } from "../../content/posts.server";
import { knownRoutes } from "../../urls/site-paths";
import { markdownTwinDocument } from "../../markdown-twin";
import { markdownTwinFile } from "../../markdown-twin-file.server";
import { renderArticle } from "../render.server";

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80" viewBox="0 0 120 80"></svg>';

/** The twin's body of an article with this body, compiled as the build compiles it. */
async function twinBody(body: string, base = "/"): Promise<string> {
  const directory = contentFolder({
    "post.md": article({ body }),
    "other.md": article({ date: '"20240818"' }),
    "snippet.ts": "export const answer = 42;\n",
  });
  writeFileSync(path.join(directory, "posts", "diagram.svg"), SVG);
  const index = readContent(directory);
  const post = index.posts.find((candidate) => candidate.date === "20240817");
  if (!post) throw new Error("fixture post missing");
  return (await renderArticle(post, { knownRoutes: knownRoutes(index), base })).markdown;
}

describe("an article's Markdown twin", () => {
  it("makes links to the site, to sections and to images absolute, under the base path", async () => {
    const markdown = await twinBody(
      "See [the other one](/post_20240818), [a section](#why) and [MDN](https://developer.mozilla.org/).\n\n![A diagram](./diagram.svg)",
      "/sub/",
    );
    expect(markdown).toContain(`[the other one](${site.url}/sub/post_20240818)`);
    expect(markdown).toContain(`[a section](${site.url}/sub/post_20240817#why)`);
    expect(markdown).toContain("[MDN](https://developer.mozilla.org/)");
    expect(markdown).toMatch(
      new RegExp(`!\\[A diagram\\]\\(${site.url}/sub/assets/content/diagram-\\w{10}\\.svg\\)`),
    );
    expect(markdown).not.toMatch(/\]\((?!https:)/);
  });

  it("shows an included file in its code block, without the path", async () => {
    const markdown = await twinBody('```ts title="answer.ts" file="./snippet.ts"\n```');
    expect(markdown).toBe('```ts title="answer.ts"\nexport const answer = 42;\n```\n');
  });

  it("keeps math as the author wrote it, inline and display", async () => {
    const markdown = await twinBody("Ease $EF' = EF + 0.1$ grows.\n\n$$\nI(n) = I(n-1) \\cdot EF\n$$");
    expect(markdown).toContain("$EF' = EF + 0.1$");
    expect(markdown).toContain("$$\nI(n) = I(n-1) \\cdot EF\n$$");
  });

  it("keeps callouts and references in GitHub's syntax", async () => {
    const markdown = await twinBody(
      "> [!WARNING]\n> Rehydrate first.\n\nA claim.[^1]\n\n[^1]: [A source](https://example.org/) — Example",
    );
    expect(markdown).toContain("> [!WARNING]\n> Rehydrate first.");
    expect(markdown).toContain("A claim.[^1]");
    expect(markdown).toContain("[^1]: [A source](https://example.org/) — Example");
  });
});

describe("an article's Markdown twin, past the common cases", () => {
  it("makes a reference definition to the site absolute", async () => {
    const markdown = await twinBody("See [the other one][other].\n\n[other]: /post_20240818");
    expect(markdown).toContain("See [the other one][other].");
    expect(markdown).toContain(`[other]: ${site.url}/post_20240818`);
  });

  it("drops an included file's path wherever it stands in the code block's meta", async () => {
    const first = await twinBody('```ts file="./snippet.ts" title="answer.ts"\n```');
    expect(first).toBe('```ts title="answer.ts"\nexport const answer = 42;\n```\n');
    const alone = await twinBody('```ts file="./snippet.ts"\n```');
    expect(alone).toBe("```ts\nexport const answer = 42;\n```\n");
  });

  it("keeps the author's own spelling wherever nothing had to change", async () => {
    const body = "* One __strong__ point\n* Two\n\n| a   | b |\n|-----|---|\n| 1   | 2 |\n\nA line\nwrapped.";
    expect(await twinBody(body)).toBe(`${body}\n`);
  });

  it("changes only the destination of a titled link around an image", async () => {
    const markdown = await twinBody('[![A diagram](./diagram.svg "Drawn")](/post_20240818 "The other")');
    expect(markdown).toMatch(
      new RegExp(
        `^\\[!\\[A diagram\\]\\(${site.url}/assets/content/diagram-\\w{10}\\.svg "Drawn"\\)\\]\\(${site.url}/post_20240818 "The other"\\)\\n$`,
      ),
    );
  });

  it("writes an included file's block inside a quote or a list item with its prefix", async () => {
    const quoted = await twinBody('> Here:\n>\n> ```ts file="./snippet.ts"\n> ```');
    expect(quoted).toBe("> Here:\n>\n> ```ts\n> export const answer = 42;\n> ```\n");
    const listed = await twinBody('1. Here:\n\n   ```ts file="./snippet.ts"\n   ```');
    expect(listed).toBe("1. Here:\n\n   ```ts\n   export const answer = 42;\n   ```\n");
  });

  it("keeps a quote that opens with a code block, or is empty, as a quote", async () => {
    const markdown = await twinBody("> ```ts\n> const a = 1;\n> ```\n\nText.\n\n>\n");
    expect(markdown).toContain("> ```ts\n> const a = 1;\n> ```");
    expect(markdown).toContain("Text.\n\n>\n");
  });
});

describe("the twin document", () => {
  const post = {
    title: "Tracing with OpenTelemetry",
    date: "20260105",
    updated: "20260212",
    tags: ["azure", "opentelemetry"],
    summary: "Spans from the browser to the database.",
    route: "/post_20260105",
    canonical: undefined,
  };

  it("starts with the facts as front matter, then the title as its heading and the dates", () => {
    expect(markdownTwinDocument(post, "The body.\n", "/")).toBe(
      [
        "---",
        "title: Tracing with OpenTelemetry",
        "date: 2026-01-05",
        "updated: 2026-02-12",
        "tags:",
        "  - azure",
        "  - opentelemetry",
        "summary: Spans from the browser to the database.",
        `url: ${site.url}/post_20260105`,
        "---",
        "",
        "# Tracing with OpenTelemetry",
        "",
        "Published Jan 5, 2026, updated Feb 12, 2026",
        "",
        "The body.",
        "",
      ].join("\n"),
    );
  });

  it("names a cross-post's original", () => {
    const twin = markdownTwinDocument({ ...post, canonical: "https://dev.to/alex/tracing" }, "", "/");
    expect(twin).toContain("\ncanonical: https://dev.to/alex/tracing\n---");
  });
});

describe("the twin npm run dev serves", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("is the article's whole twin, compiled from the files as they are, and none for an unknown date", async () => {
    vi.stubEnv(
      "CONTENT_DIR",
      contentFolder({ "post.md": article({ title: "Written now", body: "Fresh text." }) }),
    );
    const twin = await markdownTwinFile("/post_20240817", "/");
    expect(twin).toMatch(
      /^---\ntitle: Written now\n[\s\S]*\n# Written now\n\nPublished Aug 17, 2024\n\nFresh text\.\n$/,
    );
    expect(await markdownTwinFile("/post_20990101", "/")).toBeUndefined();
  });
});
