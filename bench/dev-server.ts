import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tools/chromium";
import { freshCopy, startDevServer, type DevServer } from "../tests/harness/fresh-dev-server";

/**
 * `npm run bench:dev`: the writing loop at 1,000 articles (ARTICLES=… for another size). On a
 * fresh copy with an empty Vite cache, then restarted with the cache filled:
 * - start: from `npm run dev` to its first answer (it answers once the warm-up is done:
 *   vite/dev-warmup.ts);
 * - first article: its HTML, asked for at once, the first page the server renders;
 * - ready: from `npm run dev` to its line saying the first page need not wait (just before it
 *   listens);
 * - first article from the spawn: what the owner waits for after `npm run dev` when the article
 *   is asked for the moment the server answers (start + first article);
 * - another article: its HTML once the server is warm (dev compiles only what is opened);
 * - the browser's first page: the article in Chromium, shown (its heading visible: the server
 *   renders the whole page) and hydrated (the app's modules load on the first intent, a pointer
 *   moved over the page, as on the built site);
 * - edit to browser: from saving a new title into the open article to the browser showing it.
 * Figures go to docs/performance.md.
 */

const ARTICLES = Number(process.env.ARTICLES ?? 1000);
const ARTICLE = "20250823-azure-postgresql-backup-with-wal-g.md";
const TITLE = "Azure PostgreSQL backup with WAL-G";

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, Math.round(performance.now() - started)];
}

async function html(server: DevServer, route: string): Promise<number> {
  const [response, ms] = await timed(() => fetch(new URL(route.slice(1), server.url)));
  if (!response.ok) throw new Error(`${route} answered ${response.status}`);
  await response.text();
  return ms;
}

async function inTheBrowser(
  server: DevServer,
): Promise<{ browserShownMs: number; browserHydratedMs: number; editToBrowserMs: number }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const file = path.join(server.postsDirectory, ARTICLE);
  const original = readFileSync(file, "utf8");
  try {
    const page = await browser.newPage();
    // The browser's first page after a start: the document, then the app's modules one by one.
    const started = performance.now();
    await page.goto(new URL("post_20250823", server.url).href, { waitUntil: "commit" });
    await page.getByRole("heading", { level: 1, name: TITLE }).waitFor();
    const browserShownMs = Math.round(performance.now() - started);
    // The page listens for content changes once it has hydrated, which it does on the first
    // intent, as the built site does: the pointer moves over it.
    await page.mouse.move(10, 10);
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
    const browserHydratedMs = Math.round(performance.now() - started);
    const samples: number[] = [];
    for (const title of ["Edited once", "Edited twice", "Edited three times"]) {
      const [, ms] = await timed(async () => {
        writeFileSync(file, original.replace(`title: "${TITLE}"`, `title: "${title}"`));
        await page.getByRole("heading", { level: 1, name: title }).waitFor();
      });
      samples.push(ms);
    }
    return {
      browserShownMs,
      browserHydratedMs,
      editToBrowserMs: samples.sort((a, b) => a - b)[1] ?? Number.NaN,
    };
  } finally {
    writeFileSync(file, original);
    await browser.close();
  }
}

/** Waits for the server's "ready for the first page" line; its time from the spawn. */
async function ready(server: DevServer): Promise<number> {
  for (let readyMs = server.readyMs(); ; readyMs = server.readyMs()) {
    if (readyMs !== undefined) return Math.round(readyMs);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function measure(server: DevServer) {
  const startMs = Math.round(server.startMs);
  // Asked for at once: it waits for whatever the warm-up has not loaded yet.
  const firstArticleMs = await html(server, "/post_20250823");
  return {
    startMs,
    firstArticleMs,
    firstArticleFromSpawnMs: startMs + firstArticleMs,
    readyMs: await ready(server),
    anotherArticleMs: await html(server, "/post_19900315"),
    listMs: await html(server, "/blog"),
    ...(await inTheBrowser(server)),
  };
}

const copy = freshCopy({ articles: ARTICLES });
try {
  const results: Record<string, Awaited<ReturnType<typeof measure>>> = {};
  for (const run of ["empty Vite cache", "cache filled (restart)"]) {
    const server = await startDevServer(copy, { timeoutMs: 180_000 });
    try {
      results[run] = await measure(server);
    } finally {
      await server.stop();
    }
  }
  console.log(`npm run dev with ${ARTICLES} articles (milliseconds, edit: median of 3)`);
  console.table(results);
} finally {
  rmSync(copy.root, { recursive: true, force: true, maxRetries: 5 });
}
