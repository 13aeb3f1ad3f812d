import { expect, test } from "./fixtures";

/**
 * Tests share a browser context (e2e/fixtures.ts), so each must find it as a fresh one: what one
 * test stores must be gone for the next. Serial, so both run in one worker, in this order.
 */
test.describe.configure({ mode: "serial" });

test("a test may store a theme, a cookie and a route", async ({ page }) => {
  await page.goto("./profile");
  await page.evaluate(() => {
    localStorage.setItem("theme", "dark");
    sessionStorage.setItem("left", "behind");
    document.cookie = "left=behind";
  });
  await page.context().route("**/profile", (route) => route.abort());
});

test("the next test finds none of it", async ({ page }) => {
  const response = await page.goto("./profile");
  expect(response?.status()).toBe(200);
  expect(await page.evaluate(() => [localStorage.length, sessionStorage.length, document.cookie])).toEqual([
    0,
    0,
    "",
  ]);
  await expect(page.locator("html")).not.toHaveClass(/dark/);
});
