import { describe, expect, it } from "vitest";
import { PAGE_SIZE } from "../pagination";
import { tagPagePath } from "../urls/paths";
import { postsTagged, tagCounts } from "../tag-pages";
import { tagPageRoutes } from "../urls/site-paths";

const posts = [{ tags: ["kubernetes", "azure"] }, { tags: ["azure"] }, { tags: ["css"] }];

describe("tag pages", () => {
  it("have one path per tag, numbered after the first page", () => {
    expect(tagPagePath("azure")).toBe("/tags/azure");
    expect(tagPagePath("azure", 1)).toBe("/tags/azure");
    expect(tagPagePath("azure", 3)).toBe("/tags/azure/page/3");
  });

  it("count every tag in use, alphabetically, and no tag without an article", () => {
    expect(tagCounts(posts)).toEqual([
      { tag: "azure", count: 2 },
      { tag: "css", count: 1 },
      { tag: "kubernetes", count: 1 },
    ]);
    expect(tagCounts([])).toEqual([]);
  });

  it("select a tag's articles in the order given", () => {
    const ordered = [
      { route: "/b", tags: ["azure"] },
      { route: "/x", tags: ["css"] },
      { route: "/a", tags: ["css", "azure"] },
    ];
    expect(postsTagged(ordered, "azure").map((post) => post.route)).toEqual(["/b", "/a"]);
  });

  it("prerender each tag's page and its page-1 redirect", () => {
    expect(tagPageRoutes(posts)).toEqual([
      "/tags/azure",
      "/tags/azure/page/1",
      "/tags/css",
      "/tags/css/page/1",
      "/tags/kubernetes",
      "/tags/kubernetes/page/1",
    ]);
  });

  it("continue a tag on numbered pages past a page's worth of articles", () => {
    const many = Array.from({ length: PAGE_SIZE * 2 + 1 }, () => ({ tags: ["azure"] }));
    expect(tagPageRoutes(many)).toEqual([
      "/tags/azure",
      "/tags/azure/page/1",
      "/tags/azure/page/2",
      "/tags/azure/page/3",
    ]);
  });
});
