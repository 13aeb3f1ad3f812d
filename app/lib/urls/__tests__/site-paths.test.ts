import { describe, expect, it } from "vitest";
import type { ContentIndex, Post } from "../../content/posts.server";
import { PAGE_SIZE } from "../../pagination";
import routeTable from "../../../routes";
import { knownRoutes, renderedFiles, sitePaths, staticPaths } from "../site-paths";

function post(date: string, tags: string[]): Post {
  return { route: `/post_${date}`, date, title: `Article of ${date}`, tags } as Post;
}

const index: ContentIndex = {
  posts: [post("20250102", ["css", "azure"]), post("20250101", ["azure"])],
  tags: ["azure", "css", "kotlin"],
};

// What React Router's `getStaticPaths()` returns for app/routes.ts: "/" and every route without a
// parameter, in the table's order.
const STATIC_PATHS = [
  "/",
  "/blog",
  "/profile",
  "/archive",
  "/tags",
  "/rss.xml",
  "/atom.xml",
  "/feed.json",
  "/sitemap.xml",
  "/robots.txt",
  "/llms.txt",
];

describe("the routes without a parameter", () => {
  it("are what React Router's getStaticPaths() lists for the route table, in its order", () => {
    expect(staticPaths(routeTable)).toEqual(STATIC_PATHS);
  });

  it("join a layout's path to its children's and leave out every route with a parameter or a splat", () => {
    const table = [
      { id: "docs", file: "docs.tsx", path: "docs/", children: [{ id: "a", file: "a.tsx", path: "intro" }] },
      { id: "post", file: "post.tsx", path: "posts/:slug" },
      { id: "any", file: "any.tsx", path: "*" },
    ];
    expect(staticPaths(table)).toEqual(["/", "/docs", "/docs/intro"]);
  });
});

describe("the prerender list", () => {
  it("adds to the routes without a parameter every page, feed and tag list the content makes", () => {
    expect(sitePaths(index, STATIC_PATHS)).toEqual([
      ...STATIC_PATHS,
      "/blog/page/1",
      "/404/not-found",
      "/tags/azure/rss.xml",
      "/tags/css/rss.xml",
      "/post_20250102",
      "/post_20250101",
      // Every tag of the vocabulary has its posts.json, even one with no article (the filter asks).
      "/tags/azure/posts.json",
      "/tags/css/posts.json",
      "/tags/kotlin/posts.json",
      "/tags/azure",
      "/tags/azure/page/1",
      "/tags/css",
      "/tags/css/page/1",
      "/archive/2025",
    ]);
  });

  it("continues the blog list on numbered pages past a page's worth", () => {
    const many = Array.from({ length: PAGE_SIZE * 2 + 1 }, (_, n) => post(String(20250101 + n), []));
    const lists = sitePaths({ posts: many, tags: [] }, STATIC_PATHS).filter((path) =>
      path.startsWith("/blog/page/"),
    );
    expect(lists).toEqual(["/blog/page/1", "/blog/page/2", "/blog/page/3"]);
  });
});

describe("the routes an article may link to", () => {
  it("are the fixed pages, the tag pages in use, the archive's years and every article, nothing numbered or generated", () => {
    expect([...knownRoutes(index)].sort()).toEqual(
      [
        "/",
        "/blog",
        "/profile",
        "/archive",
        "/archive/2025",
        "/rss.xml",
        "/sitemap.xml",
        "/tags",
        "/tags/azure",
        "/tags/css",
        "/post_20250102",
        "/post_20250101",
      ].sort(),
    );
  });

  it("include, while writing, the articles that have problems", () => {
    expect(knownRoutes({ ...index, brokenRoutes: ["/post_20250103"] }).has("/post_20250103")).toBe(true);
  });
});

describe("the files a path becomes", () => {
  it("are a page's HTML and data, or a resource route's one file", () => {
    expect(renderedFiles("/")).toEqual(["index.html", "_.data"]);
    expect(renderedFiles("/tags/azure")).toEqual(["tags/azure/index.html", "tags/azure.data"]);
    expect(renderedFiles("/tags/azure/rss.xml")).toEqual(["tags/azure/rss.xml"]);
    expect(renderedFiles("/tags/azure/posts.json")).toEqual(["tags/azure/posts.json"]);
  });
});
