import { XMLParser, XMLValidator } from "fast-xml-parser";
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";
import { posts } from "./site-routes";
import { site } from "../app/site.config";
import { FEED_ITEMS, tagFeedRoute, tagsWithPosts } from "../app/lib/feed-routes";

const base = process.env.BASE_PATH ?? "/";
const absolute = (path: string) => new URL(`${base.replace(/\/$/, "")}${path}`, site.url).href;
const newest = posts.slice(0, FEED_ITEMS);
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  isArray: (name) => ["item", "entry", "category"].includes(name),
});

async function xml(request: APIRequestContext, path: string) {
  const response = await request.get(`.${path}`);
  expect(response.status(), path).toBe(200);
  const text = await response.text();
  // Strict: well-formed, every tag closed, no duplicate attributes.
  expect(XMLValidator.validate(text), path).toBe(true);
  return { type: response.headers()["content-type"], document: parser.parse(text) };
}

/** Absolute links and images only: a feed reader shows the HTML away from the site. */
function expectAbsoluteUrls(html: string) {
  for (const [, url] of html.matchAll(/\s(?:href|src)="([^"]*)"/g))
    expect(url, html.slice(0, 80)).toMatch(/^(https?:|mailto:)/);
}

test.describe("feeds", () => {
  test("RSS 2.0 carries the newest articles in full, with author and categories", async ({ request }) => {
    const { type, document } = await xml(request, "/rss.xml");
    expect(type).toContain("xml");
    const channel = document.rss.channel;
    expect(document.rss["@version"]).toBe("2.0");
    expect(channel.title).toBe(site.title);
    expect(channel.item).toHaveLength(newest.length);
    for (const [index, item] of channel.item.entries()) {
      const post = newest[index];
      expect(item.title).toBe(post?.title);
      expect(item.link).toBe(absolute(post?.route ?? ""));
      expect(new Date(item.pubDate).toISOString().slice(0, 10)).toBe(post?.isoDate);
      expect(item["dc:creator"]).toBe(site.author);
      expect(item.author, "RSS 2.0's <author> must be an e-mail address").toBeUndefined();
      expect(item.category).toEqual(post?.tags);
      expect(item["content:encoded"].length).toBeGreaterThan(item.description.length);
      expectAbsoluteUrls(item["content:encoded"]);
    }
  });

  test("Atom lists the same articles with ids, dates, authors and full content", async ({ request }) => {
    const { type, document } = await xml(request, "/atom.xml");
    expect(type).toContain("xml");
    expect(document.feed["@xmlns"]).toBe("http://www.w3.org/2005/Atom");
    expect(document.feed.entry).toHaveLength(newest.length);
    for (const [index, entry] of document.feed.entry.entries()) {
      expect(entry.id).toBe(absolute(newest[index]?.route ?? ""));
      expect(entry.title["#text"]).toBe(newest[index]?.title);
      expect(Number.isNaN(Date.parse(entry.updated))).toBe(false);
      expect(entry.author.name).toBe(site.author);
      expectAbsoluteUrls(entry.content["#text"]);
    }
  });

  test("JSON Feed has the fields its specification requires", async ({ request }) => {
    const response = await request.get("./feed.json");
    expect(response.headers()["content-type"]).toContain("json");
    const feed = await response.json();
    // The `feed` package writes version 1; 1.1 requires nothing more of these fields.
    expect(feed.version).toMatch(/^https:\/\/jsonfeed\.org\/version\/1(\.1)?$/);
    expect(feed.title).toBe(site.title);
    expect(feed.items).toHaveLength(newest.length);
    for (const [index, item] of feed.items.entries()) {
      expect(item.id).toBe(absolute(newest[index]?.route ?? ""));
      expect(item.url).toBe(item.id);
      expect(typeof item.content_html).toBe("string");
      expectAbsoluteUrls(item.content_html);
      expect(item.tags).toEqual(newest[index]?.tags);
    }
  });

  test("every page advertises the three feeds in its head", async ({ page }) => {
    await page.goto("./profile");
    for (const [type, file] of [
      ["application/rss+xml", "rss.xml"],
      ["application/atom+xml", "atom.xml"],
      ["application/feed+json", "feed.json"],
    ]) {
      await expect(page.locator(`link[rel="alternate"][type="${type}"]`)).toHaveAttribute(
        "href",
        `${base}${file}`,
      );
    }
  });

  test("each tag has its own RSS feed with only its articles", async ({ request }) => {
    for (const tag of tagsWithPosts(posts)) {
      const { document } = await xml(request, tagFeedRoute(tag));
      const expected = posts.filter((post) => post.tags.includes(tag)).slice(0, FEED_ITEMS);
      expect(
        document.rss.channel.item.map((item: { link: string }) => item.link),
        tag,
      ).toEqual(expected.map((post) => absolute(post.route)));
    }
  });
});
