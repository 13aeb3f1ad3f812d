import type { Plugin } from "vite";
import { isRunnableDevEnvironment } from "vite";
import type * as TwinModule from "../app/lib/markdown-twin-file.server.ts";
import { articleRouteOfTwin } from "../app/lib/urls/article-route.ts";
import { MARKDOWN_CONTENT_TYPE } from "../exporter/hosts/content-types.ts";

/**
 * `npm run dev` serves each article's Markdown twin at `/post_YYYYMMDD.md`, as the build writes
 * it, so the links in /llms.txt work while writing too. React Router cannot route it (the
 * article's `:slug` route matches first), so this answers before it. The twin is compiled through
 * the SSR environment's module runner, with the same modules and content the pages use.
 */
export function markdownTwinsInDev(): Plugin {
  return {
    name: "markdown-twins-dev",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const base = server.config.base;
        const pathname = request.url?.split("?")[0] ?? "";
        const route = pathname.startsWith(base) ? articleRouteOfTwin(pathname.slice(base.length - 1)) : null;
        const ssr = server.environments.ssr;
        if (route === null || ssr === undefined || !isRunnableDevEnvironment(ssr)) return next();
        ssr.runner
          .import<typeof TwinModule>("/app/lib/markdown-twin-file.server.ts")
          .then((module) => module.markdownTwinFile(route, base))
          .then((twin) => {
            // No article on that date: React Router answers with the Not found page.
            if (twin === undefined) return next();
            response.setHeader("Content-Type", MARKDOWN_CONTENT_TYPE);
            response.end(twin);
          })
          .catch((error: unknown) => next(error));
      });
    },
  };
}
