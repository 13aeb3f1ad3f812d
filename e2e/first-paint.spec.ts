import type { Page } from "@playwright/test";
import { expect, hydrate, test } from "./fixtures";

/**
 * Every page carries its kind's whole stylesheet inline (app/document/server/inline-stylesheets.server.ts): with
 * every stylesheet request refused, it still paints styled, in either theme, before and after
 * hydration, and the app asks for none of them (the link beside the inline copy stays disabled).
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
    // The search dialog's results bring their own, on first use; nothing else is asked for.
    expect(refused).toEqual([]);
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
