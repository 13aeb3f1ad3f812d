import { readdirSync } from "node:fs";
import path from "node:path";
import type { Plugin, RunnableDevEnvironment, ViteDevServer } from "vite";
import { isRunnableDevEnvironment } from "vite";

/**
 * `npm run dev` answers once any page costs what a later page costs, instead of making the first
 * page the owner opens do the slow first-time work. At 1,000 articles the first article took
 * 2.2–3.1 s after a start and the next one 0.1–0.2 s: the first request loaded the server's
 * modules through Vite (every route and what they import), started Shiki (0.3–0.9 s) and read
 * every article's front matter (0.4–0.6 s). The server used to listen first and warm up after, so
 * a page asked for at once still waited 1.5–2 s; now Vite listens when the warm-up is done.
 *
 * Through the SSR environment's module runner, so the modules, the highlighter and the parsed
 * front matter are the very instances the request handler uses. Nothing is compiled (articles
 * are compiled when opened). A failure (a broken article, a syntax error being fixed) does not
 * stop the start: it is left to the page that meets it, which shows it.
 *
 * Then, once Vite listens, the browser's modules (the entry, the root, every route and what they
 * import) are transformed, so the first page's hundred module requests find them ready. Not with
 * Vite's `server.warmup.clientFiles`, which starts with the server: on one thread the two warm-ups
 * took turns.
 */

/** What the dev server prints once the first page need not wait (the dev-server test waits for it). */
export const READY_FOR_THE_FIRST_PAGE = "Ready for the first page";

/** Loads what the first page needs; returns the number of articles read. */
export async function warmUp(ssr: RunnableDevEnvironment): Promise<number> {
  // What React Router's dev server loads for every request.
  await ssr.runner.import("virtual:react-router/server-build");
  const [highlight, content] = await Promise.all([
    ssr.runner.import<{ getHighlighter: () => Promise<unknown> }>("/app/lib/markdown/highlight.server.ts"),
    ssr.runner.import<{ getContent: () => { posts: unknown[] } }>("/app/lib/content/posts.server.ts"),
  ]);
  const { posts } = content.getContent();
  await highlight.getHighlighter();
  return posts.length;
}

export function devWarmup(): Plugin {
  let server: ViteDevServer | undefined;
  return {
    name: "dev-warmup",
    apply: "serve",
    configureServer(devServer) {
      server = devServer;
      // With an empty cache, the browser's dependencies are scanned and pre-bundled (on Rolldown's
      // threads) beside the warm-up instead of after it, when Vite listens and makes this same
      // call, then a no-op: the first answer with them ready came 3.8–4.0 s after the start
      // instead of 4.7–5.1 s (1,000 articles, three starts each).
      void devServer.environments.client?.depsOptimizer?.init();
    },
    // In development Vite calls buildStart once, for the browser's environment, and awaits it
    // before it listens (and before any plugin's buildStart has run, the SSR environment's
    // transforms cannot start: Vite's CSS plugin keeps its state from there).
    async buildStart() {
      const { ssr, client } = server?.environments ?? {};
      // (React Router's child compiler copies this plugin without configureServer: its copy is idle.)
      if (!server || !ssr || !isRunnableDevEnvironment(ssr)) return;
      const started = performance.now();
      const articles = await warmUp(ssr).catch(() => undefined);
      if (articles !== undefined)
        server.config.logger.info(
          `  ➜  ${READY_FOR_THE_FIRST_PAGE}: ${articles} articles read, server modules and highlighter loaded in ${Math.round(performance.now() - started)} ms`,
        );
      // Then the browser's entry modules; Vite warms what they import as it finds it.
      const routes = readdirSync(path.join(server.config.root, "app/routes")).filter((name) =>
        /\.tsx?$/.test(name),
      );
      const entries = [
        "/app/entry.client.tsx",
        "/app/root.tsx",
        ...routes.map((name) => `/app/routes/${name}`),
      ];
      server.httpServer?.once("listening", () => {
        // warmupRequest logs its own failures and never rejects.
        for (const url of entries) void client?.warmupRequest(url);
      });
    },
  };
}
