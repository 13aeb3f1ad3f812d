import type { Config } from "@react-router/dev/config";
import { NOT_FOUND_PATH, compileContent, finishBuild } from "./exporter/pipeline";
import { STATIC_ROUTES, normalizeBase, tagIndexPath } from "./app/lib/paths";
import { listPagePath, pageCount } from "./app/lib/pagination";
import { FEED_ROUTES, tagFeedRoute, tagsWithPosts } from "./app/lib/feed-routes";
import { tagPageRoutes } from "./app/lib/tag-pages";

export default {
  ssr: false,
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // The router wants the base without its trailing slash; Vite wants it with one.
  basename: normalizeBase(process.env.BASE_PATH).replace(/(.)\/$/, "$1"),
  async prerender() {
    const fixed = [...STATIC_ROUTES, "/robots.txt", "/blog/page/1", NOT_FOUND_PATH];
    // While writing, the dev server only checks that every route kind is listed; it must start
    // even when an article is broken, so it is not given the content, and the pages report a
    // content error in the browser instead (see the root ErrorBoundary).
    if (process.env.NODE_ENV !== "production")
      return [
        ...fixed,
        "/post_00000000",
        tagIndexPath("tag"),
        ...tagPageRoutes([{ tags: ["tag"] }]),
        FEED_ROUTES.atom,
        FEED_ROUTES.json,
        tagFeedRoute("tag"),
      ];
    // The build's first stage (exporter/pipeline.ts): every article compiled, cards started.
    const { posts, tags } = await compileContent();
    return [
      // Page 1 is /blog; /blog/page/1 is prerendered as a redirect there.
      ...fixed,
      FEED_ROUTES.atom,
      FEED_ROUTES.json,
      ...tagsWithPosts(posts).map(tagFeedRoute),
      ...posts.map((post) => post.route),
      ...Array.from({ length: pageCount(posts.length) - 1 }, (_, index) => listPagePath(index + 2)),
      ...tags.map(tagIndexPath),
      ...tagPageRoutes(posts),
    ];
  },
  buildEnd: finishBuild,
} satisfies Config;
