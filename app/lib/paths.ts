/** Normalises a base path to the `/` or `/sub/path/` form Vite's `base` uses. */
export function normalizeBase(base: string | undefined): string {
  const trimmed = (base ?? "/").trim().replace(/^\/+|\/+$/g, "");
  return trimmed === "" ? "/" : `/${trimmed}/`;
}

/** Prefixes a root-relative path (`/post_20240817`) with the base path the site is served under. */
export function withBase(pathname: string, base: string): string {
  return `${base.replace(/\/$/, "")}${pathname}`;
}

/** Every article by year and month, linked from the blog list. */
export const ARCHIVE_PATH = "/archive";

/** Where an article's Markdown twin is published: `/post_20240817` → `/post_20240817.md`. */
export function markdownTwinPath(route: string): string {
  return `${route}.md`;
}

/** The index for language models and other tools, at the site's root (https://llmstxt.org). */
export const LLMS_TXT_PATH = "/llms.txt";

/** The site's own routes besides articles; internal links in articles may point at these. */
export const STATIC_ROUTES = ["/", "/blog", "/profile", ARCHIVE_PATH, "/rss.xml", "/sitemap.xml"] as const;

/** The route path of a request URL: the base path removed, `/post_20240817` or `/`. */
export function routePath(url: URL, base: string): string {
  const withoutBase = url.pathname.startsWith(base) ? url.pathname.slice(base.length - 1) : url.pathname;
  return withoutBase.replace(/(.)\/$/, "$1") || "/";
}

/**
 * A router location's path without a trailing slash. React Router 8 prerenders each page from a
 * request for `/blog/`, so the prerendered page sees `/blog/` where the hydrated app sees `/blog`;
 * both must render the same header.
 */
export function withoutTrailingSlash(pathname: string): string {
  return pathname.replace(/(.)\/$/, "$1");
}

/** Every article with one tag, newest first, prerendered for the tag filter. */
export function tagIndexPath(tag: string): string {
  return `/tags/${encodeURIComponent(tag)}/posts.json`;
}

/** Every topic with its article count, linking to each topic's page. */
export const TAGS_PATH = "/tags";

/** A tag's own page: `/tags/azure`, continued on `/tags/azure/page/2` past a page's worth. */
export function tagPagePath(tag: string, page = 1): string {
  const path = `${TAGS_PATH}/${encodeURIComponent(tag)}`;
  return page === 1 ? path : `${path}/page/${page}`;
}
