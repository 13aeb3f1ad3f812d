import { describe, expect, it } from "vitest";
import { readContent } from "../../app/lib/content/posts.server";
import { tagFeedRoute } from "../../app/lib/urls/paths";
import { canonicalUrl } from "../../app/lib/seo";
import { tagCounts } from "../../app/lib/tag-pages";
import { BASE_PATH, exists, meta, page, text } from "./built-site";

// The published articles, newest first, as the build read them.
const { posts } = readContent(undefined, { includeDrafts: false });
const counts = tagCounts(posts);
const absolute = (path: string) => canonicalUrl(path, BASE_PATH);
const href = (path: string) => `${BASE_PATH.replace(/\/$/, "")}${path}`;
// The tag with the most articles shows the most of a tag page.
const [busiest] = [...counts].sort((a, b) => b.count - a.count);
const tagged = posts.filter((post) => busiest !== undefined && post.tags.includes(busiest.tag));

describe("the tag index, /tags", () => {
  it("lists every tag in use with its article count, each linking to its page", () => {
    const document = page("/tags");
    expect(document.querySelector("h1")?.textContent).toBe("Tags");
    const links = [...document.querySelectorAll<HTMLAnchorElement>('main ul[aria-label="Tags"] a')];
    // The name reads "azure 9 articles": the count is a box of its own, so screen readers pause.
    expect(
      links.map((link) => ({
        tag: link.firstChild?.textContent,
        count: link.lastElementChild?.textContent,
        href: link.getAttribute("href"),
      })),
    ).toEqual(
      counts.map(({ tag, count }) => ({
        tag,
        count: `${count} ${count === 1 ? "article" : "articles"}`,
        href: href(`/tags/${tag}`),
      })),
    );
    expect(counts.length).toBeGreaterThan(0);
  });
});

describe("a tag's page", () => {
  if (busiest === undefined) throw new Error("no tag in use");
  const route = `/tags/${busiest.tag}`;

  it("is a prerendered file for every tag in use, with no page for an unused one", () => {
    for (const { tag } of counts) expect(exists(`/tags/${tag}`), tag).toBe(true);
    expect(exists("/tags/not-a-tag")).toBe(false);
  });

  it("shows the tag's articles as cards, newest first", () => {
    const titles = [...page(route).querySelectorAll("main article h2")].map((heading) => heading.textContent);
    expect(titles).toEqual(tagged.slice(0, 30).map((post) => post.title));
    expect(page(route).querySelector("h1")?.textContent).toBe(`Articles tagged “${busiest.tag}”`);
  });

  it("has its own title, description and canonical URL, and social type website", () => {
    const document = page(route);
    expect(document.title).toMatch(new RegExp(`^Articles tagged ${busiest.tag} · `));
    expect(meta(document, "description")).toContain(`${busiest.count} articles on ${busiest.tag}`);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(absolute(route));
    expect(meta(document, "og:url")).toBe(absolute(route));
    expect(meta(document, "og:type")).toBe("website");
  });

  it("advertises the tag's RSS feed, which exists", () => {
    const feeds = [...page(route).querySelectorAll('link[rel="alternate"][type="application/rss+xml"]')].map(
      (link) => link.getAttribute("href"),
    );
    expect(feeds).toContain(href(tagFeedRoute(busiest.tag)));
    expect(exists(tagFeedRoute(busiest.tag))).toBe(true);
    expect(text(tagFeedRoute(busiest.tag))).toContain(`<link>${absolute(route)}</link>`);
  });

  it("is in the sitemap, with the tag index", () => {
    const sitemap = text("/sitemap.xml");
    expect(sitemap).toContain(`<loc>${absolute("/tags")}</loc>`);
    for (const { tag } of counts) expect(sitemap).toContain(`<loc>${absolute(`/tags/${tag}`)}</loc>`);
  });

  it("redirects its page 1 to itself", () => {
    expect(text(`${route}/page/1`)).toContain(`${route}`);
    expect(exists(`${route}/page/2`)).toBe(busiest.count > 30);
  });
});

describe("tag chips on an article", () => {
  it("link to the tags' pages", () => {
    const [post] = posts;
    if (post === undefined) throw new Error("no article");
    const chips = [...page(post.route).querySelectorAll('main ul[aria-label="Tags"] a')];
    expect(chips.map((chip) => chip.getAttribute("href"))).toEqual(
      post.tags.map((tag) => href(`/tags/${tag}`)),
    );
  });
});
