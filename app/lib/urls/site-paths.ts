import type { RouteConfigEntry } from "@react-router/dev/routes";
import type { ContentIndex } from "../content/posts.server";
import { archiveYears } from "../archive";
import { pageCount } from "../pagination";
import { tagCounts, tagsWithPosts } from "../tag-pages";
import {
  NOT_FOUND_PATH,
  STATIC_ROUTES,
  TAGS_PATH,
  archiveYearPath,
  numberedListPagePath,
  numberedTagPagePath,
  tagFeedRoute,
  tagPagePath,
  tagPostsJsonPath,
} from "./paths";

// The paths the content makes (./paths.ts builds each one): what the build prerenders, what an
// article may link to, and which files a path becomes. Build-time only: a page's JavaScript does
// not carry these.

type Content = Pick<ContentIndex, "posts" | "tags">;

/**
 * Every tag's pages to prerender: its first page and its further pages. `/tags/<tag>/page/1` is
 * prerendered too, as a redirect to `/tags/<tag>`, as `/blog/page/1` is to `/blog`; it also keeps
 * the numbered route prerendered while every tag fits on one page. (`/tags` has no parameter:
 * React Router lists it.)
 */
export function tagPageRoutes(posts: readonly { tags: readonly string[] }[]): string[] {
  return tagCounts(posts).flatMap(({ tag, count }) => [
    tagPagePath(tag),
    numberedTagPagePath(tag, 1),
    ...Array.from({ length: pageCount(count) - 1 }, (_, index) => tagPagePath(tag, index + 2)),
  ]);
}

/**
 * The paths of the route table's routes without a parameter (`/`, `/blog`, `/rss.xml`…), as React
 * Router's `getStaticPaths()` lists them. The build plans its pages before React Router runs
 * (exporter/pipeline.ts), so it reads the table itself.
 */
export function staticPaths(routeTable: readonly RouteConfigEntry[]): string[] {
  const paths = new Set(["/"]);
  const visit = (entries: readonly RouteConfigEntry[], prefix: string) => {
    for (const entry of entries) {
      const full = entry.path === undefined ? prefix : `${prefix}/${entry.path}`.replace(/\/\/+/g, "/");
      const parameterised = entry.path
        ?.split("/")
        .some((segment) => segment.startsWith(":") || segment === "*");
      if (parameterised) continue;
      if (entry.path !== undefined) paths.add(full.replace(/(.)\/$/, "$1"));
      if (entry.children) visit(entry.children, full);
    }
  };
  visit(routeTable, "");
  return [...paths];
}

/**
 * Every page of the site: what the build prerenders. `staticPaths` are the routes without a
 * parameter (`staticPaths(routeTable)`); the rest come from the content index.
 */
export function sitePaths({ posts, tags }: Content, staticPaths: readonly string[]): string[] {
  return [
    ...staticPaths,
    // Page 1 is /blog; /blog/page/1 is prerendered as a redirect there.
    numberedListPagePath(1),
    NOT_FOUND_PATH,
    ...tagsWithPosts(posts).map(tagFeedRoute),
    ...posts.map((post) => post.route),
    ...Array.from({ length: pageCount(posts.length) - 1 }, (_, index) => numberedListPagePath(index + 2)),
    ...tags.map(tagPostsJsonPath),
    ...tagPageRoutes(posts),
    ...yearPaths(posts),
  ];
}

/** Every year with an article has its archive page, `/archive/2024`. */
function yearPaths(posts: Content["posts"]): string[] {
  return archiveYears(posts).map(({ year }) => archiveYearPath(year));
}

// Built once per index: per article it would make a build quadratic.
const knownRouteSets = new WeakMap<ContentIndex, ReadonlySet<string>>();

/**
 * Every path an internal link in an article may point at: the fixed pages, the tag pages and
 * every article (in development also those with problems, so links to them are not broken).
 */
export function knownRoutes(index: ContentIndex): ReadonlySet<string> {
  let routes = knownRouteSets.get(index);
  if (!routes) {
    routes = new Set<string>([
      ...STATIC_ROUTES,
      TAGS_PATH,
      ...tagCounts(index.posts).map(({ tag }) => tagPagePath(tag)),
      ...yearPaths(index.posts),
      ...index.posts.map((post) => post.route),
      ...(index.brokenRoutes ?? []),
    ]);
    knownRouteSets.set(index, routes);
  }
  return routes;
}

/** A path that names a file (a feed, the sitemap, robots.txt, a tag's posts.json). */
export function isResourcePath(pagePath: string): boolean {
  return /\.[a-z]+$/.test(pagePath);
}

/**
 * The files React Router writes for a path, relative to the published folder: a page's HTML and
 * its data for in-app navigation, or a resource route's file.
 */
export function renderedFiles(pagePath: string): string[] {
  if (pagePath === "/") return ["index.html", "_.data"];
  const relative = pagePath.slice(1);
  return isResourcePath(pagePath) ? [relative] : [`${relative}/index.html`, `${relative}.data`];
}
