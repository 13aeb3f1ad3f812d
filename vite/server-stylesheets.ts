import type { Plugin } from "vite";

/**
 * In development the server's copy of a stylesheet is never used: React Router's dev server takes
 * a page's critical CSS from the browser's transform of it (`viteDevServer.transformRequest`),
 * and the server's module of a plain stylesheet exports nothing. Yet Vite ran Tailwind over each
 * stylesheet for the server too: 0.3 s of the 2.2 s the server needs before the first page, at
 * 1,000 articles (CPU profile of the warm-up, vite/dev-warmup.ts). The server's module
 * is empty; the stylesheet itself is still in the server's module graph, where React Router looks
 * for a page's stylesheets. The build is not affected.
 */
export function serverSkipsStylesheets(): Plugin {
  return {
    name: "server-skips-stylesheets",
    apply: "serve",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "ssr",
    // A stylesheet imported for its side effect (`import "./app.css"`): no query (`?url`, `?inline`).
    load: (id) => (/\.css$/.test(id) ? "" : undefined),
  };
}
