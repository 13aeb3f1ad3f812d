import type { Config } from "@react-router/dev/config";
import { NOT_FOUND_PATH, finishBuild, pathsToPrerender, startBuild } from "./exporter/pipeline";
import { STATIC_ROUTES, normalizeBase, tagIndexPath } from "./app/lib/paths";
import { listPagePath, pageCount } from "./app/lib/pagination";
import { FEED_ROUTES, tagFeedRoute, tagsWithPosts } from "./app/lib/feed-routes";
import type { ContentIndex } from "./app/lib/content/posts.server";
import { tagPageRoutes } from "./app/lib/tag-pages";

/** Every page of the site, derived from the content index. */
function sitePaths({ posts, tags }: Pick<ContentIndex, "posts" | "tags">): string[] {
  return [
    // Page 1 is /blog; /blog/page/1 is prerendered as a redirect there.
    ...STATIC_ROUTES,
    "/robots.txt",
    "/blog/page/1",
    NOT_FOUND_PATH,
    FEED_ROUTES.atom,
    FEED_ROUTES.json,
    ...tagsWithPosts(posts).map(tagFeedRoute),
    ...posts.map((post) => post.route),
    ...Array.from({ length: pageCount(posts.length) - 1 }, (_, index) => listPagePath(index + 2)),
    ...tags.map(tagIndexPath),
    ...tagPageRoutes(posts),
  ];
}

/** `react-router build` (and the tests' builds) run with NODE_ENV=production; `npm run dev` does not. */
const building = process.env.NODE_ENV === "production";

const buildDirectory = process.env.BUILD_DIR ?? "build";

// The build's first stage starts as soon as the config is read (exporter/pipeline.ts), and the
// previous build is moved away: only for `react-router build` itself, not for another command that
// reads this config with NODE_ENV=production set (typegen beside a running build, say).
if (building && process.argv.includes("build")) startBuild(buildDirectory, sitePaths);

export default {
  // The site is static: every page prerendered, no server. While writing, `npm run dev` renders
  // each request instead, so a page reflects the files as they are now: a new post is served at
  // once, an unknown address or date is Not found (the route's loader says so, as it does when
  // prerendering), and no list of paths has to be kept in step with the content folder.
  ssr: !building,
  buildDirectory,
  // With its trailing slash, as Vite's base: React Router 8 prerenders through Vite's preview
  // server, which exits (silently, its log level is "silent") when the basename does not begin
  // with Vite's base. The router strips a trailing slash from the basename itself.
  basename: normalizeBase(process.env.BASE_PATH),
  async prerender() {
    if (!building) return [];
    // The build's first stage (exporter/pipeline.ts): every article compiled, cards started, and
    // the pages the page cache holds unchanged left out.
    return pathsToPrerender(sitePaths);
  },
  future: {
    // The dependency optimizer scans the client entry and every route module at startup, so a
    // newcomer's first page does not meet `504 (Outdated Optimize Dep)` and a reload.
    unstable_optimizeDeps: true,
  },
  buildEnd: finishBuild,
} satisfies Config;
