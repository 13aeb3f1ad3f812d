import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { isoFromRouteDate } from "../../app/lib/dates";
import { tagsWithPosts } from "../../app/lib/tag-pages";
import { TAGS_PATH, tagPagePath } from "../../app/lib/urls/paths";
import { site } from "../../app/site.config";
import { posts } from "../../e2e/site-routes";
import { BASE_PATH, absolute, fileFor, meta, page, text } from "./built-site";

/** What search engines, feed readers and social sites read from the pages' heads, as files. */
const SITE_PAGES = ["/", "/blog", "/profile", "/archive"];
const PAGES = [...SITE_PAGES, ...posts.map((post) => post.route)];
const jsonLd = (route: string) =>
  JSON.parse(page(route).querySelector('script[type="application/ld+json"]')?.textContent ?? "{}") as Record<
    string,
    unknown
  >;

/** A social card: named absolutely, large, described, and a real 1200×630 PNG. */
function expectCard(route: string, card: string) {
  const document = page(route);
  expect(meta(document, "og:image"), `${route}: og:image`).toBe(absolute(card));
  expect(meta(document, "twitter:image"), `${route}: twitter:image`).toBe(absolute(card));
  expect(meta(document, "og:image:width"), route).toBe("1200");
  expect(meta(document, "og:image:height"), route).toBe("630");
  expect(meta(document, "og:image:alt")?.length, `${route}: card alt text`).toBeGreaterThan(10);
  expect(meta(document, "twitter:card"), route).toBe("summary_large_image");
  const png = readFileSync(fileFor(card));
  expect(png.subarray(1, 4).toString(), `${card} is a PNG`).toBe("PNG");
  expect([png.readUInt32BE(16), png.readUInt32BE(20)], `${card} is 1200×630`).toEqual([1200, 630]);
}

describe("every page's head", () => {
  it("names its canonical URL and advertises the three feeds", () => {
    for (const route of PAGES) {
      const document = page(route);
      expect(document.querySelector('link[rel="canonical"]')?.getAttribute("href"), route).toBe(
        absolute(route),
      );
      expect(meta(document, "og:url"), route).toBe(absolute(route));
      for (const [type, file] of [
        ["application/rss+xml", "rss.xml"],
        ["application/atom+xml", "atom.xml"],
        ["application/feed+json", "feed.json"],
      ])
        expect(
          document.querySelector(`link[rel="alternate"][type="${type}"]`)?.getAttribute("href"),
          `${route} advertises ${file}`,
        ).toBe(`${BASE_PATH}${file}`);
    }
  });

  it("shows the site's social card on the list and the profile", () => {
    for (const route of SITE_PAGES) expectCard(route, "/og/site.png");
  });

  it("shows each article's own social card", () => {
    for (const post of posts) {
      expectCard(post.route, `/og${post.route}.png`);
      expect((jsonLd(post.route).image as { url: string }).url).toBe(absolute(`/og${post.route}.png`));
    }
  });

  it("describes each article: excerpt, tags, times and a valid BlogPosting", () => {
    for (const post of posts) {
      const document = page(post.route);
      expect(meta(document, "description"), post.route).toBe(post.excerpt);
      expect(meta(document, "article:published_time"), post.route).toBe(`${post.isoDate}T00:00:00Z`);
      expect(meta(document, "article:modified_time"), `${post.route}: modified time`).toBe(
        post.updated === undefined ? null : `${isoFromRouteDate(post.updated)}T00:00:00Z`,
      );
      expect(
        [...document.querySelectorAll('meta[property="article:tag"]')].map((tag) =>
          tag.getAttribute("content"),
        ),
        post.route,
      ).toEqual(post.tags);
      expect(jsonLd(post.route), post.route).toMatchObject({
        "@type": "BlogPosting",
        headline: post.title,
        datePublished: `${post.isoDate}T00:00:00Z`,
        author: { "@type": "Person", name: site.author, url: absolute("/profile") },
        publisher: { name: site.author },
        image: { url: absolute(`/og${post.route}.png`), width: 1200, height: 630 },
        keywords: post.tags.join(", "),
        url: absolute(post.route),
      });
    }
  });

  it("describes the profile's Person and their other profiles", () => {
    expect(jsonLd("/profile")).toMatchObject({
      "@type": "ProfilePage",
      mainEntity: {
        "@type": "Person",
        name: site.author,
        sameAs: Object.values(site.links).map((link) => link.href),
      },
    });
  });
});

describe("the sitemap and robots.txt", () => {
  it("list every public page by absolute URL, and robots.txt points at the sitemap", () => {
    const locations = [...text("/sitemap.xml").matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const tagPages = [TAGS_PATH, ...tagsWithPosts(posts).map((tag) => tagPagePath(tag))];
    expect(locations.sort()).toEqual([...PAGES, ...tagPages].map(absolute).sort());
    // Nothing in the sitemap that is not a page: every location is a built file.
    for (const location of locations) {
      const route = new URL(location ?? "").pathname.slice(BASE_PATH.length - 1);
      expect(() => text(route), `${location} is built`).not.toThrow();
    }
    expect(text("/robots.txt")).toContain(`Sitemap: ${absolute("/sitemap.xml")}`);
  });
});
