import { XMLParser } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { site } from "~/site.config";
import type { Post } from "../content/posts.server";
import { FEED_ITEMS, feedPosts } from "../feed-items";
import { tagFeedRoute } from "../urls/paths";
import { buildAtom, buildJsonFeed, buildRobots, buildSitemap, buildRss } from "../feeds.server";

/**
 * The feeds, the sitemap and robots.txt as documents, built from two made-up articles (their
 * bodies are not in content/, so the feeds carry their excerpts): the output layer checks the real
 * site's files; these see each field the builders write, without a build.
 */
function post(date: string, title: string, tags: string[], updated?: string): Post {
  const isoDate = `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}`;
  return {
    title,
    date,
    updated,
    isoDate,
    route: `/post_${date}`,
    tags,
    summary: `${title}: the summary.`,
    excerpt: `${title}: the excerpt & more.`,
  } as Post;
}
const posts = [
  post("20990302", "Newer", ["azure", "react"]),
  post("20990301", "Older", ["azure"], "20990310"),
];
const base = "/sub/";
const at = (path: string) => `${site.url}/sub${path}`;

describe("the sitemap", () => {
  it("lists the pages, the tag pages and the articles with their last change, nothing else", () => {
    expect(buildSitemap(posts, base)).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        `  <url><loc>${at("/")}</loc><lastmod>2099-03-02</lastmod></url>`,
        `  <url><loc>${at("/blog")}</loc><lastmod>2099-03-02</lastmod></url>`,
        `  <url><loc>${at("/profile")}</loc><lastmod>2099-03-02</lastmod></url>`,
        `  <url><loc>${at("/archive")}</loc><lastmod>2099-03-02</lastmod></url>`,
        `  <url><loc>${at("/tags")}</loc><lastmod>2099-03-02</lastmod></url>`,
        // azure's newest change is the older article's update.
        `  <url><loc>${at("/tags/azure")}</loc><lastmod>2099-03-10</lastmod></url>`,
        `  <url><loc>${at("/tags/react")}</loc><lastmod>2099-03-02</lastmod></url>`,
        `  <url><loc>${at("/post_20990302")}</loc><lastmod>2099-03-02</lastmod></url>`,
        `  <url><loc>${at("/post_20990301")}</loc><lastmod>2099-03-10</lastmod></url>`,
        "</urlset>",
        "",
      ].join("\n"),
    );
  });

  it("escapes what XML would read as markup, and names no date when there are no articles", () => {
    const sitemap = buildSitemap([], "/a&b'/");
    expect(sitemap).toContain(`<loc>${site.url}/a&#38;b&#39;/</loc></url>`);
    expect(sitemap).not.toContain("lastmod");
  });
});

describe("the latest change of a list", () => {
  // Newest first, as the content index lists them; the middle one changed last, the oldest never.
  const three = [
    post("20990303", "Third", ["azure"]),
    post("20990302", "Second", ["azure"], "20990309"),
    post("20990301", "First", ["azure"]),
  ];

  it("is a feed's last build date, whichever entry it is", async () => {
    const rss = await buildRss(three, base);
    expect(rss).toContain(`<lastBuildDate>${new Date("2099-03-09T00:00:00Z").toUTCString()}</lastBuildDate>`);
  });

  it("is a tag page's lastmod in the sitemap, whichever article it is", () => {
    expect(buildSitemap(three, base)).toContain(
      `<loc>${at("/tags/azure")}</loc><lastmod>2099-03-09</lastmod>`,
    );
  });
});

describe("robots.txt", () => {
  it("allows everything and points to the sitemap under the base path", () => {
    expect(buildRobots(base)).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${at("/sitemap.xml")}\n`);
  });
});

describe("the feeds", () => {
  it("RSS: the site's channel and each article as an item, newest first, by its author", async () => {
    const rss = await buildRss(posts, base);
    expect(rss).toMatch(/^<\?xml[^>]*>\s*<rss version="2.0"/);
    expect(rss).toContain(`<title>${site.title}</title>`);
    expect(rss).toContain(`<link>${at("/")}</link>`);
    expect(rss).toContain(`<description>${site.description}</description>`);
    expect(rss).toContain(`<url>${at("/og/site.png")}</url>`);
    expect(rss).toContain(`<copyright>© ${site.author}</copyright>`);
    // The feed last changed when its latest entry did: the older article's update.
    expect(rss).toContain("<lastBuildDate>Tue, 10 Mar 2099 00:00:00 GMT</lastBuildDate>");
    expect(rss).toContain(`<atom:link href="${at("/rss.xml")}" rel="self"`);
    const items = [...rss.matchAll(/<item>([\s\S]*?)<\/item>/g)].map(([, item]) => item ?? "");
    expect(items).toHaveLength(2);
    const [newer = "", older = ""] = items;
    expect(newer).toContain("<title><![CDATA[Newer]]></title>");
    expect(newer).toContain(`<link>${at("/post_20990302")}</link>`);
    expect(newer).toContain(`<guid isPermaLink="false">${at("/post_20990302")}</guid>`);
    expect(newer).toContain("<pubDate>Mon, 02 Mar 2099 00:00:00 GMT</pubDate>");
    expect(newer).toContain("<description><![CDATA[Newer: the excerpt & more.]]></description>");
    expect(newer).toContain("<category>azure</category>");
    expect(newer).toContain("<category>react</category>");
    expect(newer).toContain(`<enclosure url="${at("/og/post_20990302.png")}"`);
    expect(older).toContain("<title><![CDATA[Older]]></title>");
    if (site.email === undefined) {
      expect(newer).toContain(`<dc:creator><![CDATA[${site.author}]]></dc:creator>`);
      expect(rss).not.toContain("<author>");
    }
  });

  it("RSS: declares Dublin Core's namespace for dc:creator, even when no item carries a body", async () => {
    // The made-up articles have no body in content/, so no item has content:encoded, without which
    // the `feed` package does not declare the namespace itself.
    const rss = await buildRss(posts, base);
    expect(rss).not.toContain("<content:encoded>");
    const { rss: root } = new XMLParser({ ignoreAttributes: false }).parse(rss) as {
      rss: Record<string, unknown>;
    };
    if (rss.includes("<dc:creator>")) expect(root["@_xmlns:dc"]).toBe("http://purl.org/dc/elements/1.1/");
    else expect(site.email).toBeDefined();
  });

  it("RSS for one tag: its own title, description, address and articles", async () => {
    const rss = await buildRss(posts, base, { tag: "react" });
    expect(rss).toContain(`<title>${site.title} · react</title>`);
    expect(rss).toContain(`<description>Articles tagged react on ${site.title}.</description>`);
    expect(rss).toContain(`<link>${at("/tags/react")}</link>`);
    expect(rss).toContain(`<atom:link href="${at("/tags/react/rss.xml")}" rel="self"`);
    expect(rss).toContain("<![CDATA[Newer]]>");
    expect(rss).not.toContain("<![CDATA[Older]]>");
    expect(tagFeedRoute("react")).toBe("/tags/react/rss.xml");
  });

  it("Atom: the feed's links, author and entries", async () => {
    const atom = await buildAtom(posts, base);
    expect(atom).toContain(`<id>${at("/")}</id>`);
    expect(atom).toContain(`<title>${site.title}</title>`);
    expect(atom).toContain(`<link rel="self" href="${at("/atom.xml")}"/>`);
    expect(atom).toContain(`<icon>${at("/favicon.svg")}</icon>`);
    expect(atom).toContain(`<name>${site.author}</name>`);
    expect(atom).toContain(`<uri>${at("/profile")}</uri>`);
    expect(atom).toContain('<category label="azure" term="azure"/>');
    expect(atom.match(/<entry>/g)).toHaveLength(2);
  });

  it("Atom: the feed's author and each entry's, with the profile as their page", async () => {
    const atom = await buildAtom(posts, base);
    const author = `<author>\\s*<name>${site.author}</name>\\s*<uri>${at("/profile")}</uri>`;
    const [feed = "", ...entries] = atom.split("<entry>");
    expect(feed).toMatch(new RegExp(author));
    expect(entries).toHaveLength(2);
    for (const entry of entries) expect(entry).toMatch(new RegExp(author));
  });

  it("JSON Feed: the feed's address and each item's fields", async () => {
    const json = JSON.parse(await buildJsonFeed(posts, base)) as {
      feed_url: string;
      home_page_url: string;
      items: Array<Record<string, unknown>>;
    };
    expect(json.feed_url).toBe(at("/feed.json"));
    expect(json.home_page_url).toBe(at("/"));
    expect(json.items.map((item) => item.title)).toEqual(["Newer", "Older"]);
    expect(json.items[0]).toMatchObject({
      id: at("/post_20990302"),
      url: at("/post_20990302"),
      content_html: "Newer: the excerpt & more.",
      image: at("/og/post_20990302.png"),
      date_modified: "2099-03-02T00:00:00.000Z",
      author: { name: site.author, url: at("/profile") },
      tags: ["azure", "react"],
    });
  });

  it(`holds the newest ${FEED_ITEMS} articles, of the tag when one is given`, () => {
    const many = Array.from({ length: FEED_ITEMS + 2 }, (_, index) => ({
      n: index,
      tags: index % 2 === 0 ? ["even"] : ["odd"],
    }));
    expect(feedPosts(many).map(({ n }) => n)).toEqual(many.slice(0, FEED_ITEMS).map(({ n }) => n));
    expect(feedPosts(many, "odd").map(({ n }) => n)).toEqual([1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21]);
  });
});
