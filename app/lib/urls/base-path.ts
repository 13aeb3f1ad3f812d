// The base path the site is served under (`/` or `/devblog/`). Kept apart from ./paths.ts: the
// configs, the static server and the Markdown compiler's worker threads need these four and no
// React Router.

/** Normalises a base path to the `/` or `/sub/path/` form Vite's `base` uses. */
export function normalizeBase(base: string | undefined): string {
  const trimmed = (base ?? "/").trim().replace(/^\/+|\/+$/g, "");
  return trimmed === "" ? "/" : `/${trimmed}/`;
}

/** Prefixes a root-relative path (`/post_20240817`) with the base path the site is served under. */
export function withBase(pathname: string, base: string): string {
  return `${base.replace(/\/$/, "")}${pathname}`;
}

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
