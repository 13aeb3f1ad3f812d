import { Feed } from "feed";
import { site } from "~/site.config";
import type { Post } from "./content/posts.server";
import { isoFromRouteDate } from "./dates";
import { canonicalUrl } from "./seo";
import { STATIC_ROUTES } from "./paths";

/** RSS 2.0 with every published article, newest first. */
export function buildRss(posts: readonly Post[], base: string): string {
  const feed = new Feed({
    title: site.title,
    description: site.description,
    id: canonicalUrl("/", base),
    link: canonicalUrl("/", base),
    language: "en",
    copyright: `© ${new Date().getFullYear()} ${site.author}`,
    updated: posts[0] ? new Date(`${posts[0].isoDate}T00:00:00Z`) : undefined,
    feedLinks: { rss: canonicalUrl("/rss.xml", base) },
    author: { name: site.author, link: site.url },
  });
  for (const post of posts) {
    const url = canonicalUrl(post.route, base);
    feed.addItem({
      title: post.title,
      id: url,
      link: url,
      description: post.excerpt,
      date: new Date(`${post.isoDate}T00:00:00Z`),
      category: post.tags.map((tag) => ({ name: tag })),
      author: [{ name: site.author }],
    });
  }
  return feed.rss2();
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** Every public page, with absolute URLs from the configured site URL. */
export function buildSitemap(posts: readonly Post[], base: string): string {
  const pages = STATIC_ROUTES.filter((route) => !route.endsWith(".xml")).map((route) => ({
    loc: canonicalUrl(route, base),
    lastmod: posts[0]?.isoDate,
  }));
  const articles = posts.map((post) => ({
    loc: canonicalUrl(post.route, base),
    lastmod: isoFromRouteDate(post.updated ?? post.date),
  }));
  const entries = [...pages, ...articles].map(
    ({ loc, lastmod }) =>
      `  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</urlset>\n`;
}

export function buildRobots(base: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${canonicalUrl("/sitemap.xml", base)}\n`;
}
