import { test as base, expect, type Page } from "@playwright/test";

/** Shows intent the way a visitor does, by moving the pointer onto the page, and waits for the app. */
export async function hydrate(page: Page): Promise<void> {
  // From outside the page in (where the fixture keeps the pointer until then): entering the page
  // always fires `pointerover`, once the page's inline script listens (it marks the page `js` first).
  await page.locator("html.js").waitFor({ state: "attached" });
  await page.mouse.move(-1, -1);
  await page.mouse.move(1, 1);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/**
 * Every page visited in a test must log no console error (hydration mismatches included), throw
 * no uncaught error, and fetch nothing from another origin.
 */
export const test = base.extend<{ pageProblems: string[]; basePath: string }>({
  /** The path the site is served under (`/`, or `/devblog/` for the base-path build). */
  basePath: async ({ baseURL }, use) => {
    await use(new URL(baseURL ?? "http://localhost/").pathname);
  },
  /**
   * Pages hydrate on the visitor's first interaction. A visit moves the pointer over the page, as
   * a visitor does before their first click, and waits for hydration (with scripts on, and unless
   * the test only waits for the DOM). Tests of the page before hydration use `visitStatic`.
   */
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const waitsForLoad = options?.waitUntil === undefined || options.waitUntil === "load";
      if (javaScriptEnabled && waitsForLoad) await hydrate(page);
      return response;
    };
    await use(page);
  },
  pageProblems: [
    async ({ page, baseURL }, use) => {
      const problems: string[] = [];
      const origin = new URL(baseURL ?? "http://localhost").origin;
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
      await use(problems);
      expect(problems, "problems seen while the test ran").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
