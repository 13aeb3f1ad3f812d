import { test as base, expect, type Browser, type BrowserContext, type Page } from "@playwright/test";

/**
 * Shows intent the way a visitor does, by moving the pointer onto the page, and waits for the app.
 * A page that never hydrates (Not found) has no React Router context, and is left as it is.
 */
export async function hydrate(page: Page): Promise<void> {
  // From outside the page in (where the fixture keeps the pointer until then): entering the page
  // always fires `pointerover`, once the page's inline script listens (it marks the page `js` first).
  await page.locator("html.js").waitFor({ state: "attached" });
  const hydrates = await page.evaluate(() => "__reactRouterContext" in window);
  await page.mouse.move(-1, -1);
  await page.mouse.move(1, 1);
  if (hydrates) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

interface ContextOptions {
  baseURL: string | undefined;
  javaScriptEnabled: boolean;
  deviceScaleFactor: number | undefined;
  viewport: { width: number; height: number } | null;
}

/**
 * One browser context per worker and set of context options, shared by the tests that use them;
 * each test opens its own pages in it, and leaves it as it found it: pages closed (their session
 * storage with them), cookies, local storage and IndexedDB emptied, routes removed. What the tests
 * share is the browser's cache, and that is the point: every test hydrates the app, and in a fresh
 * context each one fetched and compiled the same scripts again (the browser run took 10 % longer).
 *
 * A test that counts requests must not meet a cache that answers them: it asks for
 * `freshContext`, and gets a context of its own, as Playwright gives by default.
 */
async function sharedContext(
  contexts: Map<string, BrowserContext>,
  browser: Browser,
  options: ContextOptions,
): Promise<BrowserContext> {
  const key = JSON.stringify(options);
  let context = contexts.get(key);
  if (context === undefined) {
    context = await browser.newContext(options);
    trackOrigins(context);
    contexts.set(key, context);
  }
  return context;
}

/** The origins a context's pages have shown since the last clean-up. */
const visitedOrigins = new WeakMap<BrowserContext, Set<string>>();

function trackOrigins(context: BrowserContext): void {
  const origins = new Set<string>();
  visitedOrigins.set(context, origins);
  context.on("page", (page) =>
    page.on("framenavigated", (frame) => {
      const { origin } = new URL(frame.url());
      if (origin !== "null") origins.add(origin);
    }),
  );
}

/**
 * Empties what the test stored through a page still open on each origin it visited: that takes a
 * few milliseconds, where `setStorageState` opens a page of its own for every origin (100–160 ms,
 * for every test). An origin the test left without an open page falls back to `setStorageState`.
 */
async function leaveAsFound(context: BrowserContext): Promise<void> {
  const visited = visitedOrigins.get(context) ?? new Set<string>();
  const emptied = new Set<string>();
  await context.clearCookies();
  for (const page of context.pages()) {
    const { origin } = new URL(page.url());
    if (!visited.has(origin) || emptied.has(origin)) continue;
    const done = await page
      .evaluate(async () => {
        localStorage.clear();
        for (const { name } of await indexedDB.databases()) if (name) indexedDB.deleteDatabase(name);
      })
      .then(
        () => true,
        () => false,
      );
    if (done) emptied.add(origin);
  }
  for (const page of context.pages()) await page.close();
  await context.unrouteAll({ behavior: "ignoreErrors" });
  if ([...visited].some((origin) => !emptied.has(origin)))
    await context.setStorageState({ cookies: [], origins: [] });
  visited.clear();
}

export const test = base.extend<
  { pageProblems: string[]; basePath: string; freshContext: boolean },
  { contexts: Map<string, BrowserContext> }
>({
  freshContext: [false, { option: true }],
  contexts: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures from the pattern
    async ({}, use) => {
      const contexts = new Map<string, BrowserContext>();
      await use(contexts);
      for (const context of contexts.values()) await context.close();
    },
    { scope: "worker" },
  ],
  context: async (
    { browser, contexts, freshContext, baseURL, javaScriptEnabled, deviceScaleFactor, viewport },
    use,
  ) => {
    const options = { baseURL, javaScriptEnabled, deviceScaleFactor, viewport };
    if (freshContext) {
      const context = await browser.newContext(options);
      await use(context);
      await context.close();
      return;
    }
    const context = await sharedContext(contexts, browser, options);
    await use(context);
    await leaveAsFound(context);
  },
  /** The path the site is served under (`/`, or `/devblog/` for the base-path build). */
  basePath: async ({ baseURL }, use) => {
    await use(new URL(baseURL ?? "http://localhost/").pathname);
  },
  /**
   * Pages hydrate on the visitor's first interaction. A visit moves the pointer over the page, as
   * a visitor does before their first click, and waits for hydration (with scripts on, and unless
   * the test only waits for the DOM). Tests of the page before hydration use `visitStatic`.
   */
  page: async ({ page, javaScriptEnabled, pageProblems, baseURL }, use) => {
    watchForProblems(page, pageProblems, new URL(baseURL ?? "http://localhost").origin);
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const waitsForLoad = options?.waitUntil === undefined || options.waitUntil === "load";
      if (javaScriptEnabled && waitsForLoad) await hydrate(page);
      return response;
    };
    await use(page);
    expect(pageProblems, "problems seen while the test ran").toEqual([]);
  },
  /**
   * What went wrong on the test's page. A test that expects a problem takes it out of the list;
   * what is left fails the test. Filled by the `page` fixture, so a test that only asks over HTTP
   * starts no browser at all.
   */
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures from the pattern
  pageProblems: async ({}, use) => {
    await use([]);
  },
});

/**
 * Every page visited in a test must log no console error (hydration mismatches included), throw
 * no uncaught error, and fetch nothing from another origin.
 */
function watchForProblems(page: Page, problems: string[], origin: string): void {
  page.on("console", (message) => {
    // A Not found page is meant to answer 404; Chromium logs that for the document itself.
    const notFoundDocument =
      message.text().includes("status of 404") && message.location().url === page.url();
    if (notFoundDocument) return;
    if (message.type() === "error" || message.type() === "warning") {
      problems.push(`console ${message.type()}: ${message.text()}`);
    }
  });
  page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
  page.on("request", (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith("data:"))
      problems.push(`request to another origin: ${url}`);
  });
}

export { expect };
