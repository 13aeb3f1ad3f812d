import { readdirSync } from "node:fs";
import path from "node:path";
import type { DevEnvironment, Plugin, RunnableDevEnvironment } from "vite";
import { isRunnableDevEnvironment } from "vite";

/**
 * `npm run dev` does its slow first-time work as soon as it listens, instead of during the first
 * page the owner opens. At 1,000 articles the first article took 2.2–3.1 s after a start and the
 * next one 0.1–0.2 s: the first request loaded the server's modules through Vite (2–3 s here,
 * every route and what they import), started Shiki (0.3–0.9 s) and read every article's front
 * matter (0.6 s). Done here, beside the browser dependencies' pre-bundling, a page opened once
 * the server says it is ready renders like any other (one asked for earlier waits for the rest).
 *
 * Through the SSR environment's module runner, so the modules, the highlighter and the parsed
 * front matter are the very instances the request handler uses. Nothing is compiled (articles
 * are compiled when opened). A failure (a broken article, a syntax error being fixed) is left to
 * the page that meets it, which shows it.
 *
 * Then the browser's modules (the entry, the root, every route and what they import) are
 * transformed, so the first page's hundred module requests find them ready. Not with Vite's
 * `server.warmup.clientFiles`, which starts at the same moment: on this one thread the two
 * warm-ups took turns, and the server's finished 0.5–0.9 s later at 1,000 articles (ready 5.5 s
 * after the start with an empty cache, 4.6 s with the browser's after it).
 */

/** What React Router's dev server loads for every request. */
const SERVER_BUILD = "virtual:react-router/server-build";
const HIGHLIGHTER = "/app/lib/markdown/highlight.server.ts";
const CONTENT = "/app/lib/content/posts.server.ts";

/** What the dev server prints once the first page need not wait (the dev-server test waits for it). */
export const READY_FOR_THE_FIRST_PAGE = "Ready for the first page";

/** Loads what the first page needs; returns the number of articles read. */
export async function warmUp(ssr: RunnableDevEnvironment): Promise<number> {
  await ssr.runner.import(SERVER_BUILD);
  const [highlight, content] = await Promise.all([
    ssr.runner.import<{ getHighlighter: () => Promise<unknown> }>(HIGHLIGHTER),
    ssr.runner.import<{ getContent: () => { posts: unknown[] } }>(CONTENT),
  ]);
  const { posts } = content.getContent();
  await highlight.getHighlighter();
  return posts.length;
}

/** The browser's entry modules, as Vite's URLs; Vite warms what they import as it finds it. */
function clientEntries(root: string): string[] {
  const routes = readdirSync(path.join(root, "app/routes")).filter((name) => /\.tsx?$/.test(name));
  return ["/app/entry.client.tsx", "/app/root.tsx", ...routes.map((name) => `/app/routes/${name}`)];
}

async function warmUpClient(client: DevEnvironment, root: string): Promise<void> {
  // warmupRequest logs its own failures and never rejects.
  await Promise.all(clientEntries(root).map((url) => client.warmupRequest(url)));
}

export function devWarmup(): Plugin {
  return {
    name: "dev-warmup",
    apply: "serve",
    configureServer(server) {
      server.httpServer?.once("listening", () => {
        const { ssr, client } = server.environments;
        if (!ssr || !isRunnableDevEnvironment(ssr)) return;
        const started = performance.now();
        void warmUp(ssr)
          .then(
            (articles) =>
              server.config.logger.info(
                `  ➜  ${READY_FOR_THE_FIRST_PAGE}: ${articles} articles read, server modules and highlighter loaded in ${Math.round(performance.now() - started)} ms`,
              ),
            () => undefined,
          )
          .then(() => (client ? warmUpClient(client, server.config.root) : undefined));
      });
    },
  };
}
