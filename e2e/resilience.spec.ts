import { expect, test, hydrate } from "./fixtures";
import { posts } from "./site-routes";
import { site } from "../app/site.config";

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  // Every article's full text in the HTML is checked as files (tests/output/links.test.ts); here a
  // reader without scripts walks from the list to an article, the profile and back.
  test("the list, an article and the profile work and link to each other", async ({ page }) => {
    await page.goto("./");
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveCount(posts.length);
    await page.getByRole("heading", { level: 2, name: posts[0]?.title }).getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(posts[0]?.title ?? "");
    await page.getByRole("link", { name: "Profile" }).click();
    await expect(page.getByRole("heading", { level: 1, name: site.author })).toBeVisible();
    await page.getByRole("link", { name: "Blog" }).click();
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveCount(posts.length);
  });
});

test.describe("under failure and bad input", () => {
  test("a route chunk that fails to load leads to one reload and a working page", async ({
    page,
    pageProblems,
  }) => {
    let blocked = 0;
    // A redeploy removes the chunk the running page knows; the reloaded page names the new one.
    await page.route(/\/assets\/article-[^/]+\.js$/, async (route) => {
      if (blocked === 0) {
        blocked += 1;
        await route.abort();
      } else {
        await route.continue();
      }
    });
    await page.goto("./");
    let loads = 0;
    page.on("load", () => (loads += 1));
    await page.getByRole("heading", { level: 2, name: posts[0]?.title }).getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(posts[0]?.title ?? "");
    // The reloaded page hydrates: it is a working app again, not only readable HTML.
    await hydrate(page);
    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    await expect(page.locator("html")).toHaveClass(/dark/);
    expect(blocked).toBe(1);
    expect(loads).toBe(1);
    // The failed load is reported, by design, before the reload.
    expect(pageProblems.every((problem) => /route module|ERR_FAILED|TypeError/.test(problem))).toBe(true);
    pageProblems.length = 0;
  });
});
