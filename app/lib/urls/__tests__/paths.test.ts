import { describe, expect, it } from "vitest";
import { ARTICLES, ROUTES } from "../../../../tests/contract/seed-spec";
import { href } from "react-router";
import {
  articleRoute,
  articleRouteOfTwin,
  articleRoutesMentioned,
  isArticleRoute,
  markdownTwinPath,
} from "../article-route";
import {
  ARCHIVE_PATH,
  FEED_ROUTES,
  LLMS_TXT_PATH,
  STATIC_ROUTES,
  listPagePath,
  numberedListPagePath,
  numberedTagPagePath,
  tagFeedRoute,
  tagPagePath,
  tagPostsJsonPath,
} from "../paths";

describe("the site's paths", () => {
  it("are the addresses the site has always published", () => {
    expect(STATIC_ROUTES).toEqual(expect.arrayContaining([...ROUTES.list, ROUTES.profile]));
    expect(STATIC_ROUTES).toEqual(["/", "/blog", "/profile", "/archive", "/rss.xml", "/sitemap.xml"]);
    expect(FEED_ROUTES).toEqual({ rss: "/rss.xml", atom: "/atom.xml", json: "/feed.json" });
    expect([ARCHIVE_PATH, LLMS_TXT_PATH]).toEqual(["/archive", "/llms.txt"]);
  });

  it("number the blog list's pages after the first, which is /blog", () => {
    expect([listPagePath(1), listPagePath(2), numberedListPagePath(1)]).toEqual([
      "/blog",
      "/blog/page/2",
      "/blog/page/1",
    ]);
  });

  it("give every tag its page, numbered pages, feed and article list", () => {
    expect([tagPagePath("azure"), tagPagePath("azure", 2), numberedTagPagePath("azure", 1)]).toEqual([
      "/tags/azure",
      "/tags/azure/page/2",
      "/tags/azure/page/1",
    ]);
    expect(tagFeedRoute("app-service")).toBe("/tags/app-service/rss.xml");
    expect(tagPostsJsonPath("app-service")).toBe("/tags/app-service/posts.json");
  });
});

describe("the article route", () => {
  it("is the spec's /post_YYYYMMDD (§2)", () => {
    for (const { date } of ARTICLES) {
      expect(articleRoute(date)).toBe(ROUTES.article(date));
      expect(articleRoute(date)).toBe(href("/:slug", { slug: `post_${date}` }));
      expect(isArticleRoute(articleRoute(date))).toBe(true);
    }
  });

  it("has exactly that shape: eight digits, lower case, no slash", () => {
    for (const path of [
      "/post_2024",
      "/POST_20240817",
      "/post_20240817/",
      "/post_202408171",
      "post_20240817",
    ])
      expect(isArticleRoute(path), path).toBe(false);
  });

  it("is found wherever a text mentions it, broken or not", () => {
    const text = 'See [a](/post_20240817#why), [b](/post_2024) and <a href="/post_20250101">c</a>.';
    expect(articleRoutesMentioned(text)).toEqual(["/post_20240817", "/post_2024", "/post_20250101"]);
    expect(articleRoutesMentioned("no links")).toEqual([]);
  });

  it("has a Markdown twin beside it, and only an article's twin is one", () => {
    expect(markdownTwinPath("/post_20240817")).toBe("/post_20240817.md");
    expect(articleRouteOfTwin("/post_20240817.md")).toBe("/post_20240817");
    expect(articleRouteOfTwin("/post_2024.md")).toBeNull();
    expect(articleRouteOfTwin("/post_20240817")).toBeNull();
    expect(articleRouteOfTwin("/readme.md")).toBeNull();
  });
});
