import type { Page } from "@playwright/test";
import { expect, hydrate, test } from "./fixtures";

/**
 * Every page carries its CSS inline (app/lib/page/inline-stylesheets.ts), cut to what its markup
 * uses: with every stylesheet request refused, it still paints styled, in either theme, before and
 * after hydration. (Once the app starts it asks for its whole stylesheets, for what it shows
 * later: refused here, and that the browser does not ask before is checked in hydration.spec.ts.)
 */
async function refuseStylesheets(page: Page): Promise<string[]> {
  const refused: string[] = [];
  await page.route(/\.css(\?|$)/, async (route) => {
    refused.push(route.request().url());
    await route.abort();
  });
  return refused;
}

/** The console errors the refused stylesheets cause, expected here. */
function allowRefusedStylesheets(problems: string[]): void {
  problems.splice(0, problems.length, ...problems.filter((problem) => !problem.includes("net::ERR_FAILED")));
}

test.describe("the first paint", () => {
  test("an article is styled from its HTML alone, before and after hydration", async ({
    page,
    pageProblems,
  }) => {
    const refused = await refuseStylesheets(page);
    await page.goto("./post_20250301", { waitUntil: "commit" });
    // Before any script has run: the root's styles and the article's own (code blocks) are there.
    await expect(page.locator("html")).toHaveCSS("background-color", /oklch\(0\.98|rgb\(248, 250, 252\)/);
    await expect(page.locator(".code-block").first()).toHaveCSS("border-top-left-radius", "8px");
    await hydrate(page);
    await expect(page.locator(".code-block").first()).toHaveCSS("border-top-left-radius", "8px");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCSS("font-weight", "700");
    // The root's and the article's whole stylesheets, asked for as the app started.
    await expect.poll(() => refused.length).toBe(2);
    allowRefusedStylesheets(pageProblems);
  });

  test("the dark theme applies before the first paint with the CSS inline", async ({
    page,
    pageProblems,
  }) => {
    await refuseStylesheets(page);
    await page.addInitScript(() => localStorage.setItem("theme", "dark"));
    await page.goto("./", { waitUntil: "commit" });
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await expect(page.locator("html")).toHaveCSS("color-scheme", "dark");
    await expect(page.locator("html")).toHaveCSS("background-color", /oklch\(0\.129|rgb\(2, 6, 23\)/);
    await page.waitForLoadState("load");
    allowRefusedStylesheets(pageProblems);
  });
});
