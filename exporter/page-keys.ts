import path from "node:path";
import type { ContentIndex, PostSource } from "../app/lib/content/posts.server";
import { FEED_ROUTES, tagFeedRoute } from "../app/lib/urls/paths";
import { feedPosts } from "../app/lib/feed-items";
import { tagsWithPosts } from "../app/lib/tag-pages";
import { sha256 } from "../app/lib/content/hash.server";
import { cacheKey, filesIn } from "./cache";

/**
 * A key for every page a build publishes, so a rebuild renders only the pages whose inputs changed
 * and takes the others from the previous build: after one article's body is edited at 1,000
 * articles, the build renders that article and the feeds that hold it, not 1,200 pages again.
 *
 * A path's key holds every input of what is rendered for it (a page's HTML and data, a resource
 * route's file):
 * - the code that renders and finishes it: every file of `app/` and `exporter/`, the configs, the
 *   lock file (the client build's asset names follow from these), and Node's and ICU's versions;
 * - the site's facts: every article's front matter and what is derived from it (route, reading
 *   time…), everything but the body, and the tag vocabulary; list pages, tag pages and an
 *   article's neighbours, series and related articles show nothing else;
 * - the compile keys of the bodies it shows: an article page its own, a feed its items';
 * - the path, the base path, and the year (the footer's copyright).
 * So an edit to an article's body renders that article and the feeds that hold it again; an edit
 * to a title renders every page, since any list or neighbour may show it (conservative, never
 * stale). The Not found page, which becomes `404.html`, is rendered every build.
 */

/**
 * The source a page is rendered and finished by, besides node_modules (the lock file and its
 * patches): the app, the build, the Vite plugins the build loads (the server's stylesheets), and the
 * public files the client bundle copies. The bundle cache's key too (bundle-cache.ts).
 */
export const PAGE_CODE = [
  "app",
  "exporter",
  "vite",
  "public",
  "patches",
  "package.json",
  "react-router.config.ts",
  "vite.config.ts",
  "tsconfig.json",
];

/** The hash of every file of PAGE_CODE, the lock file and the Node that renders. */
export function pageCodeKey(
  root = process.cwd(),
  runtime: { node: string; icu?: string } = process.versions,
): string {
  return cacheKey(
    "pages",
    {
      files: PAGE_CODE.flatMap((entry) => filesIn(path.join(root, entry)))
        .map((file) => path.relative(root, file))
        .sort(),
      // Dates are formatted with Intl: a Node other than the locked one (README) may format them
      // with other ICU data.
      values: [runtime.node, runtime.icu],
    },
    root,
  );
}

/** Everything about the articles a page other than an article's own can show. */
function siteFacts({ posts, tags }: Pick<ContentIndex<PostSource>, "posts" | "tags">): string {
  return sha256(...posts.map(({ body, ...facts }) => JSON.stringify(facts)), JSON.stringify(tags));
}

/** The articles whose body each path shows: an article page its own, a feed its items'. */
function bodiesShown(content: ContentIndex<PostSource>): Map<string, readonly PostSource[]> {
  const shown = new Map<string, readonly PostSource[]>(content.posts.map((post) => [post.route, [post]]));
  for (const feed of Object.values(FEED_ROUTES)) shown.set(feed, feedPosts(content.posts));
  for (const tag of tagsWithPosts(content.posts)) shown.set(tagFeedRoute(tag), feedPosts(content.posts, tag));
  return shown;
}

/** The key of each cacheable path: every one but the Not found page, rendered every build. */
export function pageKeys(
  content: ContentIndex<PostSource>,
  paths: readonly string[],
  {
    basename,
    notFoundPath,
    bodyKey,
  }: { basename: string; notFoundPath: string; bodyKey: (post: PostSource) => string },
): Map<string, string> {
  const shared = {
    code: pageCodeKey(),
    facts: siteFacts(content),
    basename,
    year: new Date().getFullYear(),
  };
  const shown = bodiesShown(content);
  const keys = new Map<string, string>();
  for (const pagePath of paths) {
    if (pagePath === notFoundPath) continue;
    // The compile keys of the articles whose body the page or feed shows.
    const bodies = (shown.get(pagePath) ?? []).map(bodyKey);
    keys.set(pagePath, sha256(JSON.stringify({ ...shared, path: pagePath, bodies })));
  }
  return keys;
}

/** Which pages this build renders, and which it takes unchanged from the previous build. */
export interface PagePlan {
  render: string[];
  take: string[];
}

/**
 * Splits the site's paths by their keys: a path whose key is the one the previous build rendered
 * it with is taken from that build (../previous-build.ts); any other path, and a path without a key
 * (the Not found page), is rendered.
 */
export function planPages(
  paths: readonly string[],
  keys: ReadonlyMap<string, string>,
  previous: Readonly<Record<string, string>>,
): PagePlan {
  const plan: PagePlan = { render: [], take: [] };
  for (const pagePath of paths) {
    const key = keys.get(pagePath);
    (key !== undefined && previous[pagePath] === key ? plan.take : plan.render).push(pagePath);
  }
  return plan;
}
