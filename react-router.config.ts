import type { Config } from "@react-router/dev/config";
import { NOT_FOUND_PATH, finishBuild } from "./scripts/build/finish-build";
import { checkAllContent } from "./scripts/build/check-content";
import { STATIC_ROUTES, normalizeBase, tagIndexPath } from "./app/lib/paths";
import { listPagePath, pageCount } from "./app/lib/pagination";

export default {
  ssr: false,
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // The router wants the base without its trailing slash; Vite wants it with one.
  basename: normalizeBase(process.env.BASE_PATH).replace(/(.)\/$/, "$1"),
  async prerender() {
    const { posts, tags } = await checkAllContent();
    return [
      ...STATIC_ROUTES,
      "/robots.txt",
      ...posts.map((post) => post.route),
      // Page 1 is /blog; its numbered address is prerendered as a redirect there.
      "/blog/page/1",
      ...Array.from({ length: pageCount(posts.length) - 1 }, (_, index) => listPagePath(index + 2)),
      ...tags.map(tagIndexPath),
      NOT_FOUND_PATH,
    ];
  },
  future: {
    v8_passThroughRequests: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
  },
  buildEnd: finishBuild,
} satisfies Config;
