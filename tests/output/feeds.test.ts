import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { FEED_ITEMS } from "../../app/lib/feed-items";
import { tagFeedRoute } from "../../app/lib/urls/paths";
import { tagsWithPosts } from "../../app/lib/tag-pages";
import { site } from "../../app/site.config";
import { posts } from "../../e2e/site-routes";
import { absolute, text } from "./built-site";

const newest = posts.slice(0, FEED_ITEMS);
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  isArray: (name) => ["item", "entry", "category"].includes(name),
});

/** A feed as a reader parses it: strictly well-formed first. */
function xml(route: string) {
  const source = text(route);
  expect(XMLValidator.validate(source), `${route} is well-formed XML`).toBe(true);
  return parser.parse(source);
}

/** Absolute links and images only: a feed reader shows the HTML away from the site. */
function expectAbsoluteUrls(html: string) {
  for (const [, url] of html.matchAll(/\s(?:href|src)="([^"]*)"/g))
    expect(url, html.slice(0, 80)).toMatch(/^(https?:|mailto:)/);
}

describe("feeds", () => {
  it("RSS 2.0 carries the newest articles in full, with author and categories", () => {
    const document = xml("/rss.xml");
    const channel = document.rss.channel;
    expect(document.rss["@version"]).toBe("2.0");
    expect(document.rss["@xmlns:dc"], "dc:creator's namespace is declared").toBe(
      "http://purl.org/dc/elements/1.1/",
    );
    expect(channel.title).toBe(site.title);
    expect(channel.item).toHaveLength(newest.length);
    for (const [index, item] of channel.item.entries()) {
      const post = newest[index];
      expect(item.title).toBe(post?.title);
      expect(item.link).toBe(absolute(post?.route ?? ""));
      expect(item.guid["#text"] ?? item.guid).toBe(absolute(post?.route ?? ""));
      expect(new Date(item.pubDate).toISOString().slice(0, 10)).toBe(post?.isoDate);
      expect(item.description).toBe(post?.excerpt);
      expect(item["dc:creator"]).toBe(site.author);
      expect(item.author, "RSS 2.0's <author> must be an e-mail address").toBeUndefined();
      expect(item.category).toEqual(post?.tags);
      expect(item["content:encoded"].length).toBeGreaterThan(item.description.length);
      expectAbsoluteUrls(item["content:encoded"]);
    }
  });

  it("Atom lists the same articles with ids, dates, authors and full content", () => {
    const document = xml("/atom.xml");
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

  it("JSON Feed has the fields its specification requires", () => {
    const feed = JSON.parse(text("/feed.json"));
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

  it("each tag has its own RSS feed with only its articles", () => {
    for (const tag of tagsWithPosts(posts)) {
      const document = xml(tagFeedRoute(tag));
      const expected = posts.filter((post) => post.tags.includes(tag)).slice(0, FEED_ITEMS);
      expect(
        document.rss.channel.item.map((item: { link: string }) => item.link),
        tag,
      ).toEqual(expected.map((post) => absolute(post.route)));
    }
  });
});
