import { Feed, type Item } from "feed";
import type { Root } from "hast";
import { fromParse5 } from "hast-util-from-parse5";
import { parseFragment } from "parse5";
import { selectAll } from "hast-util-select";
import { toHtml } from "hast-util-to-html";
import { CONTINUE, visit } from "unist-util-visit";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { ChangeLog } from "~/components/change-log";
import { COPY_BUTTON_SELECTOR, diagramThemeClass } from "~/lib/article-markup";
import { site } from "~/site.config";
import { loadArticle } from "./content/article.server";
import type { Post } from "./content/posts.server";
import { isoFromRouteDate } from "./dates";
import { canonicalUrl } from "./seo";
import {
  STATIC_ROUTES,
  FEED_ROUTES,
  tagFeedRoute,
  TAGS_PATH,
  tagPagePath,
  HOME_PATH,
  PROFILE_PATH,
  SITEMAP_PATH,
} from "./urls/paths";
import { publishedTime } from "./dates";
import { SITE_CARD, cardPath } from "./social-cards";
import { feedPosts } from "./feed-items";
import { postsTagged, tagsWithPosts } from "./tag-pages";

/** What only works on the page; a feed reader has no script and no stylesheet to pick a theme. */
const PAGE_ONLY = [COPY_BUTTON_SELECTOR, `a.${diagramThemeClass("dark")}`, "source"].join(", ");

/**
 * Makes the article's root-relative and fragment links absolute, since a feed reader shows the
 * HTML away from the site, and drops what only works on the page: the copy buttons, the dark
 * twin of each diagram (a reader shows both, having no stylesheet to pick one) and the AVIF and
 * WebP sources of screenshots, whose relative `srcset` a reader would resolve against its own
 * address (the original remains as the `<img>`).
 */
export function feedHtml(html: string, articleUrl: string): string {
  // An article is in the site's three feeds and in each of its tags' feeds: made once a build.
  const made = feedHtmlByArticle.get(articleUrl);
  if (made?.html === html) return made.feed;
  // parse5 without source positions, which nothing here reads (a third of the parse's time).
  const tree = fromParse5(parseFragment(html, { scriptingEnabled: false })) as Root;
  const pageOnly = new Set(selectAll(PAGE_ONLY, tree));
  visit(tree, "element", (node, index, parent) => {
    if (parent !== undefined && index !== undefined && pageOnly.has(node)) {
      parent.children.splice(index, 1);
      return index;
    }
    for (const name of ["href", "src"]) {
      const value = node.properties[name];
      if (typeof value === "string" && (value.startsWith("/") || value.startsWith("#")))
        node.properties[name] = new URL(value, articleUrl).href;
    }
    return CONTINUE;
  });
  const feed = toHtml(tree);
  feedHtmlByArticle.set(articleUrl, { html, feed });
  return feed;
}

/** By article URL, with the body it was made from (`npm run dev` serves edited bodies). */
const feedHtmlByArticle = new Map<string, { html: string; feed: string }>();

/** `YYYY-MM-DD` of an article's latest change, or of its publication if it never changed. */
function lastChange(post: Post): string {
  return isoFromRouteDate(post.updated ?? post.date);
}

/**
 * Who wrote an entry. RSS 2.0's `<author>` must be an e-mail address: with none configured, an RSS
 * item names its author in Dublin Core's `dc:creator` instead, which the `feed` package writes as
 * an item extension (its namespace declared by declareDublinCore when the package does not).
 */
function authorOf(profile: string, format: "rss" | "other"): Pick<Item, "author" | "extensions"> {
  const author = { name: site.author, link: profile, email: site.email };
  if (format === "other" || site.email !== undefined) return { author: [author] };
  return { extensions: [{ name: "dc:creator", objects: { _cdata: site.author } }] };
}

/** The feed of the newest articles, or of those with `tag` for a per-tag feed. */
async function buildFeed(
  allPosts: readonly Post[],
  base: string,
  tag: string | undefined,
  format: "rss" | "other",
): Promise<Feed> {
  const posts = feedPosts(allPosts, tag);
  const home = canonicalUrl(tag === undefined ? HOME_PATH : tagPagePath(tag), base);
  // The feed changed when its newest entry was published or any entry last changed.
  const lastChanged = posts.map(lastChange).sort().at(-1);
  const profile = canonicalUrl(PROFILE_PATH, base);
  const feed = new Feed({
    title: tag === undefined ? site.title : `${site.title} · ${tag}`,
    description: tag === undefined ? site.description : `Articles tagged ${tag} on ${site.title}.`,
    id: home,
    link: home,
    language: site.language,
    image: canonicalUrl(`/${SITE_CARD}`, base),
    favicon: canonicalUrl("/favicon.svg", base),
    copyright: `© ${site.author}`,
    updated: lastChanged ? new Date(publishedTime(lastChanged)) : undefined,
    feedLinks:
      tag === undefined
        ? {
            rss: canonicalUrl(FEED_ROUTES.rss, base),
            atom: canonicalUrl(FEED_ROUTES.atom, base),
            json: canonicalUrl(FEED_ROUTES.json, base),
          }
        : { rss: canonicalUrl(tagFeedRoute(tag), base) },
    author: { name: site.author, link: profile, email: site.email },
  });
  for (const post of posts) {
    const url = canonicalUrl(post.route, base);
    const article = await loadArticle(post.route, base);
    const item: Item = {
      title: post.title,
      id: url,
      link: url,
      description: post.excerpt,
      // The article's change list follows it, in the words the page shows.
      content: article
        ? feedHtml(article.html, url) +
          renderToStaticMarkup(createElement(ChangeLog, { changes: post.changes }))
        : undefined,
      // `date` is the entry's last change (Atom `updated`, JSON Feed `date_modified`); RSS's
      // `pubDate` and the others' published date come from `published`.
      date: new Date(publishedTime(lastChange(post))),
      published: new Date(publishedTime(post.isoDate)),
      category: post.tags.map((name) => ({ name, term: name })),
      ...authorOf(profile, format),
      image: canonicalUrl(`/${cardPath(post.route)}`, base),
    };
    feed.addItem(item);
  }
  return feed;
}

const DUBLIN_CORE = 'xmlns:dc="http://purl.org/dc/elements/1.1/"';

/**
 * The `feed` package declares Dublin Core's namespace only when an item carries full content, so an
 * RSS document whose items have no body would use `dc:creator` with its prefix unbound (not
 * namespace-well-formed XML, which a strict reader rejects): declare it on the root then.
 */
function declareDublinCore(rss: string): string {
  if (!rss.includes("<dc:creator>") || rss.includes(DUBLIN_CORE)) return rss;
  return rss.replace('<rss version="2.0"', `<rss version="2.0" ${DUBLIN_CORE}`);
}

/** RSS 2.0 with the full HTML of the newest articles (of one tag, if given). */
export async function buildRss(posts: readonly Post[], base: string, { tag }: { tag?: string } = {}) {
  return declareDublinCore((await buildFeed(posts, base, tag, "rss")).rss2());
}

export async function buildAtom(posts: readonly Post[], base: string): Promise<string> {
  return (await buildFeed(posts, base, undefined, "other")).atom1();
}

export async function buildJsonFeed(posts: readonly Post[], base: string): Promise<string> {
  return (await buildFeed(posts, base, undefined, "other")).json1();
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** Every public page, with absolute URLs from the configured site URL. */
export function buildSitemap(posts: readonly Post[], base: string): string {
  const url = (path: string, lastmod: string | undefined) =>
    `  <url><loc>${escapeXml(canonicalUrl(path, base))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`;
  const newest = posts[0]?.isoDate;
  const entries = [
    ...STATIC_ROUTES.filter((route) => !route.endsWith(".xml")).map((route) => url(route, newest)),
    // Each topic's first page; its numbered pages hold the same cards, as the blog's do.
    url(TAGS_PATH, newest),
    ...tagsWithPosts(posts).map((tag) =>
      url(tagPagePath(tag), postsTagged(posts, tag).map(lastChange).sort().at(-1)),
    ),
    // A sitemap lists canonical URLs only: a cross-post's canonical is the original, elsewhere.
    ...posts.filter((post) => post.canonical === undefined).map((post) => url(post.route, lastChange(post))),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</urlset>\n`;
}

export function buildRobots(base: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${canonicalUrl(SITEMAP_PATH, base)}\n`;
}
