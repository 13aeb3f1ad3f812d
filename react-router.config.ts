import type { Config } from "@react-router/dev/config";
import { NOT_FOUND_PATH, compileContent, finishBuild } from "./exporter/pipeline";
import { STATIC_ROUTES, normalizeBase, tagIndexPath } from "./app/lib/paths";
import { listPagePath, pageCount } from "./app/lib/pagination";
import { FEED_ROUTES, tagFeedRoute, tagsWithPosts } from "./app/lib/feed-routes";
import { readContentForWriting, type ContentIndex } from "./app/lib/content/posts.server";
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

/**
 * While writing, React Router's dev server serves (and answers `.data` requests for) exactly the
 * paths listed here, as the static host will. The list comes from the front matter only, read
 * leniently: the server must start, and every other page work, while an article is broken; that
 * article's route is listed, and its page shows the problem. exporter/vite/content-dev.ts asks
 * for the list again when a post is added, removed or re-dated. A route of each kind is listed
 * even when no article has it, since React Router refuses a loader no listed path reaches.
 */
function writingPaths(): string[] {
  const kinds = [
    "/post_00000000",
    tagIndexPath("tag"),
    tagFeedRoute("tag"),
    ...tagPageRoutes([{ tags: ["tag"] }]),
  ];
  try {
    const { index } = readContentForWriting();
    return [...new Set([...sitePaths(index), ...(index.brokenRoutes ?? []), ...kinds])];
  } catch {
    // The vocabulary itself is broken: the pages report it (see the root ErrorBoundary).
    return sitePaths({ posts: [], tags: [] }).concat(kinds);
  }
}

export default {
  ssr: false,
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // With its trailing slash, as Vite's base: React Router 8 prerenders through Vite's preview
  // server, which exits (silently, its log level is "silent") when the basename does not begin
  // with Vite's base. The router strips a trailing slash from the basename itself.
  basename: normalizeBase(process.env.BASE_PATH),
  async prerender() {
    if (process.env.NODE_ENV !== "production") return writingPaths();
    // The build's first stage (exporter/pipeline.ts): every article compiled, cards started.
    return sitePaths(await compileContent());
  },
  future: {
    // The dependency optimizer scans the client entry and every route module at startup, so a
    // newcomer's first page does not meet `504 (Outdated Optimize Dep)` and a reload.
    unstable_optimizeDeps: true,
  },
  buildEnd: finishBuild,
} satisfies Config;
