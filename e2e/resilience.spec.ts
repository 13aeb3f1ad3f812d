import { expect, test, hydrate } from "./fixtures";
import { BAD_PATHS, posts } from "./site-routes";

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every route shows its full content and internal links work", async ({ page }) => {
    test.slow();
    await page.goto("./");
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveCount(posts.length);
    for (const post of posts) {
      await page.goto(`.${post.route}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
      // Headings as the reader sees them: inline Markdown (`code`, *emphasis*) rendered away.
      const sections = [...post.body.matchAll(/^## (.+)$/gm)].map((match) =>
        match[1]?.replace(/[`*]/g, "").trim(),
      );
      for (const section of sections) {
        await expect(page.getByRole("heading", { level: 2, name: section })).toBeVisible();
      }
    }
    await page.goto("./");
    await page.getByRole("heading", { level: 2, name: posts[0]?.title }).getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(posts[0]?.title ?? "");
    await page.getByRole("link", { name: "Profile" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "About" })).toBeVisible();
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

  test("a ?tag= of random bytes never breaks the list", async ({ page }) => {
    let seed = 7;
    const random = () => {
      seed = (seed * 48271) % 2147483647;
      return seed / 2147483647;
    };
    for (let sample = 0; sample < 20; sample += 1) {
      const bytes = Array.from(
        { length: 1 + Math.floor(random() * 12) },
        () =>
          `%${Math.floor(random() * 256)
            .toString(16)
            .padStart(2, "0")}`,
      ).join("");
      await page.goto(`./blog?tag=${bytes}`);
      await expect(page.getByRole("status")).toHaveText(/^(No articles tagged|Showing)/);
    }
  });

  for (const path of BAD_PATHS) {
    test(`the bad path ${path} renders the Not found page without errors`, async ({ page }) => {
      await page.goto(`.${path}`);
      await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
      await page.getByRole("button", { name: "Switch to dark theme" }).click();
      await expect(page.locator("html")).toHaveClass(/dark/);
    });
  }
});
