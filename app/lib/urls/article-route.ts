// The article route. The spec fixes it as `/post_YYYYMMDD`: the route table has one `/:slug`
// route for all of them, and this is the one place that knows the shape. Apart from ./paths.ts,
// and without `href()`, because the compiler's worker threads load it: React Router would cost
// each thread 0.2 s to load (./__tests__/paths.test.ts checks it against `href("/:slug")`).

/** Every article's route begins with it. */
export const ARTICLE_ROUTE_PREFIX = "/post_";

const ARTICLE_ROUTE = new RegExp(`^${ARTICLE_ROUTE_PREFIX}\\d{8}$`);

/** The route of the article published on `YYYYMMDD`. */
export function articleRoute(date: string): string {
  return `${ARTICLE_ROUTE_PREFIX}${date}`;
}

/** Whether a path has an article's shape (`/post_20240817`), whether or not that article exists. */
export function isArticleRoute(pathname: string): boolean {
  return ARTICLE_ROUTE.test(pathname);
}

// From the prefix up to what ends a link in Markdown or HTML: a mention of a route that may not
// exist (`/post_2024`) is found too, so a broken link is noticed.
const ARTICLE_ROUTE_MENTION = new RegExp(`${ARTICLE_ROUTE_PREFIX}[^\\s)\\]>"'#?/]*`, "g");

/** Every article route a text mentions, as written (valid or not). */
export function articleRoutesMentioned(text: string): string[] {
  return text.match(ARTICLE_ROUTE_MENTION) ?? [];
}

const MARKDOWN_TWIN_SUFFIX = ".md";

/** Where an article's Markdown twin is published: `/post_20240817` → `/post_20240817.md`. */
export function markdownTwinPath(route: string): string {
  return `${route}${MARKDOWN_TWIN_SUFFIX}`;
}

/** The article route whose twin a path would be: `/post_20240817.md` → `/post_20240817`; else null. */
export function articleRouteOfTwin(pathname: string): string | null {
  if (!pathname.endsWith(MARKDOWN_TWIN_SUFFIX)) return null;
  const route = pathname.slice(0, -MARKDOWN_TWIN_SUFFIX.length);
  return isArticleRoute(route) ? route : null;
}
