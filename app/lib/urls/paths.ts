import { href } from "react-router";

// Every path of the site, built from the route table's own patterns (app/routes.ts) with React
// Router's typed `href()`: a pattern that is not in the table, or a missing parameter, is a type
// error. Nothing here reads the content; ./site-paths.ts lists the paths the content makes.

export const HOME_PATH = href("/");
/** The blog list's first page; the home page shows the same list. */
export const BLOG_PATH = href("/blog");
export const PROFILE_PATH = href("/profile");
/** Every article by year and month, linked from the blog list. */
export const ARCHIVE_PATH = href("/archive");

/** One year's articles: `/archive/2024`. The archive itself shows the newest years. */
export function archiveYearPath(year: string): string {
  return href("/archive/:year", { year });
}

/** Every topic with its article count, linking to each topic's page. */
export const TAGS_PATH = href("/tags");
export const SITEMAP_PATH = href("/sitemap.xml");
/** The index for language models and other tools, at the site's root (https://llmstxt.org). */
export const LLMS_TXT_PATH = href("/llms.txt");

/** The site-wide feeds, in the three formats the `feed` package writes. */
export const FEED_ROUTES = {
  rss: href("/rss.xml"),
  atom: href("/atom.xml"),
  json: href("/feed.json"),
} as const;

/**
 * The catch-all route is prerendered at this path and published as the host's `404.html`. It
 * has two segments because any single one is an article slug to the router.
 */
export const NOT_FOUND_PATH = "/404/not-found";

/** The site's own routes besides articles and tags; internal links in articles may point at these. */
export const STATIC_ROUTES = [
  HOME_PATH,
  listPagePath(1),
  PROFILE_PATH,
  ARCHIVE_PATH,
  FEED_ROUTES.rss,
  SITEMAP_PATH,
];

/** The blog list's page: page 1 is `/blog` itself, then `/blog/page/2`, … */
export function listPagePath(page: number): string {
  return page === 1 ? BLOG_PATH : numberedListPagePath(page);
}

/**
 * `/blog/page/<n>` for any n, 1 included: `/blog/page/1` is prerendered as a redirect to `/blog`
 * (and `/tags/<tag>/page/1` to `/tags/<tag>`), so a hand-typed page 1 lands somewhere.
 */
export function numberedListPagePath(page: number): string {
  return href("/blog/page/:page", { page: String(page) });
}

/** A tag's own page: `/tags/azure`, continued on `/tags/azure/page/2` past a page's worth. */
export function tagPagePath(tag: string, page = 1): string {
  return page === 1 ? href("/tags/:tag", { tag }) : numberedTagPagePath(tag, page);
}

/** `/tags/<tag>/page/<n>` for any n, 1 included (see numberedListPagePath). */
export function numberedTagPagePath(tag: string, page: number): string {
  return href("/tags/:tag/page/:page", { tag, page: String(page) });
}

/** A feed for readers who follow one topic: `/tags/azure/rss.xml`. */
export function tagFeedRoute(tag: string): string {
  return href("/tags/:tag/rss.xml", { tag });
}

/** Every article with one tag, newest first, prerendered for the blog list's tag filter. */
export function tagPostsJsonPath(tag: string): string {
  return href("/tags/:tag/posts.json", { tag });
}
