import { writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { article, contentFolder } from "../../../../tests/content-fixture";
import { ContentError } from "../content-error";
import { contentProblemsAt, getContent, positionOf, readContentForWriting } from "../posts.server";
import { knownRoutes } from "../../urls/site-paths";

/**
 * While the owner writes (`npm run dev`), one broken article breaks its own page only: its route
 * stays known and shows its problems; a file whose date cannot be read lends its problems to any
 * article route that has no article. (A production build refuses them all: posts.test.ts.)
 */
function writing() {
  return contentFolder({
    "good.md": article({ date: '"20240817"', tags: "[azure, react]" }),
    "broken.md": article({ date: "2024-08-18 # the second", tags: "[not-a-tag]" }),
    // Its date is in the body only, after the front matter: not legible.
    "dateless.md": '---\ntitle: "No date"\n---\n\ndate: 20240819\n',
  });
}

afterEach(() => vi.unstubAllEnvs());

describe("the content while writing", () => {
  it("keeps the valid articles, and the broken one's route with its problems", () => {
    const { index, problemsByRoute, unplaced, problems } = readContentForWriting(writing());
    expect(index.posts.map((post) => post.route)).toEqual(["/post_20240817"]);
    expect(index.brokenRoutes).toEqual(["/post_20240818"]);
    expect(problemsByRoute.get("/post_20240818")?.map((problem) => problem.field)).toEqual(["tags.0"]);
    expect(new Set(unplaced.map((problem) => path.basename(problem.file)))).toEqual(new Set(["dateless.md"]));
    expect(problems).toHaveLength(1 + unplaced.length);
    expect(knownRoutes(index)).toEqual(
      new Set([
        "/",
        "/blog",
        "/profile",
        "/archive",
        "/archive/2024",
        "/rss.xml",
        "/sitemap.xml",
        "/tags",
        "/tags/azure",
        "/tags/react",
        "/post_20240817",
        "/post_20240818",
      ]),
    );
  });

  it("tells each page its own problems, or the unplaced ones for an article route nobody has", () => {
    vi.stubEnv("CONTENT_DIR", writing());
    vi.stubEnv("NODE_ENV", "development");
    expect(contentProblemsAt("/post_20240818").map((problem) => problem.field)).toEqual(["tags.0"]);
    const unplaced = contentProblemsAt("/post_20990101");
    expect(new Set(unplaced.map((problem) => path.basename(problem.file)))).toEqual(new Set(["dateless.md"]));
    expect(unplaced.length).toBeGreaterThan(0);
    expect(contentProblemsAt("/post_20240817")).toEqual([]);
    expect(contentProblemsAt("/profile")).toEqual([]);
    expect(getContent().brokenRoutes).toEqual(["/post_20240818"]);
    vi.stubEnv("NODE_ENV", "production");
    expect(contentProblemsAt("/post_20240818")).toEqual([]);
  });

  it("places the problems of a file whose front matter is never closed by the date on its last line", () => {
    const directory = contentFolder({ "open.md": '---\ntitle: "Open"\ndate: 20240820' });
    const { problemsByRoute, unplaced } = readContentForWriting(directory);
    expect(unplaced).toEqual([]);
    expect(problemsByRoute.get("/post_20240820")?.length).toBeGreaterThan(0);
  });

  it("reads a file again when it changes", () => {
    const directory = writing();
    expect(readContentForWriting(directory).index.brokenRoutes).toEqual(["/post_20240818"]);
    writeFileSync(
      path.join(directory, "posts", "broken.md"),
      article({ date: '"20240818"', title: "Fixed now" }),
    );
    const { index } = readContentForWriting(directory);
    expect(index.brokenRoutes).toEqual([]);
    expect(index.posts.map((post) => post.title)).toEqual(["Fixed now", "A title"]);
  });

  it("finds an article's place in the newest-first list, or -1", () => {
    const { index } = readContentForWriting(
      contentFolder({ "a.md": article({ date: '"20240817"' }), "b.md": article({ date: '"20240818"' }) }),
    );
    expect(positionOf(index, "/post_20240818")).toBe(0);
    expect(positionOf(index, "/post_20240817")).toBe(1);
    expect(positionOf(index, "/post_20240819")).toBe(-1);
  });

  it("refuses a vocabulary that is not a list of tags, naming tags.yaml", () => {
    const directory = contentFolder({ "a.md": article() });
    writeFileSync(path.join(directory, "tags.yaml"), "blog: true\n");
    expect(() => readContentForWriting(directory)).toThrow(ContentError);
    try {
      readContentForWriting(directory);
    } catch (error) {
      expect((error as ContentError).problems[0]?.file).toMatch(/tags\.yaml$/);
    }
  });
});
