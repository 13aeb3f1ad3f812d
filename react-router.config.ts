import type { Config } from "@react-router/dev/config";
import { NOT_FOUND_PATH, finishBuild } from "./scripts/build/finish-build";
import { checkAllContent } from "./scripts/build/check-content";
import { STATIC_ROUTES, normalizeBase } from "./app/lib/paths";
import { FEED_ROUTES, tagFeedRoute, tagsWithPosts } from "./app/lib/feed-routes";

export default {
  ssr: false,
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // The router wants the base without its trailing slash; Vite wants it with one.
  basename: normalizeBase(process.env.BASE_PATH).replace(/(.)\/$/, "$1"),
  async prerender() {
    const { posts } = await checkAllContent();
    const feeds = [FEED_ROUTES.atom, FEED_ROUTES.json, ...tagsWithPosts(posts).map(tagFeedRoute)];
    return [...STATIC_ROUTES, "/robots.txt", ...feeds, ...posts.map((post) => post.route), NOT_FOUND_PATH];
  },
  future: {
    v8_passThroughRequests: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
  },
  buildEnd: finishBuild,
} satisfies Config;
