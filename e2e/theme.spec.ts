import type { Page } from "@playwright/test";
import { expect, hydrate, test } from "./fixtures";
import { posts } from "./site-routes";

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains("dark"));

test.describe("the theme", () => {
  test("is light by default and the toggle flips it both ways", async ({ page }) => {
    await page.goto("./");
    expect(await isDark(page)).toBe(false);
    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    expect(await isDark(page)).toBe(true);
    await expect(page.locator("html")).toHaveCSS("color-scheme", "dark");
    await page.getByRole("button", { name: "Switch to light theme" }).click();
    expect(await isDark(page)).toBe(false);
  });

  test("a card click passes the mode to the article as navigation state", async ({ page }) => {
    await page.goto("./");
    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    // Forget the stored choice so only the navigation state can carry the mode.
    await page.evaluate(() => localStorage.clear());
    await page.evaluate(() => document.documentElement.classList.remove("dark"));
    await page.evaluate(() => document.documentElement.classList.add("dark"));
    const first = posts[0];
    if (!first) throw new Error("no articles");
    await page.getByRole("heading", { level: 2, name: first.title }).getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(`${first.route}$`));
    expect(await page.evaluate(() => (history.state as { usr?: { theme?: string } }).usr?.theme)).toBe(
      "dark",
    );
    expect(await isDark(page)).toBe(true);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(first.title);
  });

  test("follows a switch made in another tab, and passes it along on that tab's next card click", async ({
    page,
  }) => {
    await page.goto("./profile");
    const other = await page.context().newPage();
    try {
      await other.goto("./");
      await hydrate(other);
      await page.getByRole("button", { name: "Switch to dark theme" }).click();
      await expect(other.locator("html")).toHaveClass(/\bdark\b/);
      await expect(other.getByRole("button", { name: "Switch to light theme" })).toBeVisible();
      const first = posts[0];
      if (!first) throw new Error("no articles");
      await other.getByRole("heading", { level: 2, name: first.title }).getByRole("link").click();
      await expect(other).toHaveURL(new RegExp(`${first.route}$`));
      expect(await other.evaluate(() => (history.state as { usr?: { theme?: string } }).usr?.theme)).toBe(
        "dark",
      );
    } finally {
      await other.close();
    }
  });

  test("the whole card opens the article, not only its title", async ({ page }) => {
    await page.goto("./");
    const card = page.getByRole("article").first();
    const box = await card.boundingBox();
    if (!box) throw new Error("card not laid out");
    await page.mouse.click(box.x + box.width - 10, box.y + box.height / 2);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(posts[0]?.title ?? "");
  });

  test("is remembered across reloads and header navigation", async ({ page }) => {
    await page.goto("./profile");
    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    await page.reload();
    expect(await isDark(page)).toBe(true);
    await page.getByRole("link", { name: "Blog" }).click();
    expect(await isDark(page)).toBe(true);
    await page.goto(`.${posts[1]?.route}`);
    expect(await isDark(page)).toBe(true);
    await expect(page.getByRole("button", { name: "Switch to light theme" })).toBeVisible();
  });

  test("never flashes: a stored dark mode applies before any script of the app runs", async ({
    page,
    pageProblems,
  }) => {
    await page.addInitScript(() => localStorage.setItem("theme", "dark"));
    // Without the app's scripts only the inline boot script in <head> can set the class.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto("./", { waitUntil: "domcontentloaded" });
    expect(await isDark(page)).toBe(true);
    await expect(page.getByRole("button", { name: "Switch to light theme" })).toBeAttached();
    // The blocked scripts are the only failures this page may report.
    const blocked = /net::ERR_FAILED|Failed to fetch dynamically imported module/;
    expect(pageProblems.filter((problem) => !blocked.test(problem))).toEqual([]);
    pageProblems.length = 0;
  });

  test.describe(() => {
    // It counts requests, which a cache shared with other tests would answer.
    test.use({ freshContext: true });
    test("the code blocks switch with the theme without a request", async ({ page }) => {
      await page.goto(`.${posts.find((post) => post.body.includes("```"))?.route}`);
      const code = page.locator("pre.shiki").first();
      const light = await code.evaluate((element) => getComputedStyle(element).backgroundColor);
      const requests: string[] = [];
      // Only the code's own styles count: a diagram's dark drawing is an image fetched when shown.
      page.on("request", (request) => {
        if (request.resourceType() !== "image") requests.push(request.url());
      });
      await page.getByRole("button", { name: "Switch to dark theme" }).click();
      const dark = await code.evaluate((element) => getComputedStyle(element).backgroundColor);
      expect(dark).not.toBe(light);
      expect(requests).toEqual([]);
    });
  });
});
