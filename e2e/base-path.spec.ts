import { expect, test } from "./fixtures";
import { posts } from "./site-routes";

const base = process.env.BASE_PATH ?? "/";

test.describe("the site under its base path", () => {
  for (const path of ["/", "/profile", ...posts.map((post) => post.route)]) {
    test(`every asset and internal link of ${path} stays under the base path`, async ({ page }) => {
      await page.goto(`.${path}`);
      const urls = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>("[href], [src]")]
          .map((element) => element.getAttribute("href") ?? element.getAttribute("src") ?? "")
          .filter((url) => url.startsWith("/") && !url.startsWith("//")),
      );
      expect(urls.length).toBeGreaterThan(0);
      for (const url of urls) {
        const underBase = url.startsWith(base) || url === base.replace(/\/$/, "");
        expect(underBase, `${path}: ${url}`).toBe(true);
      }
    });
  }

  test("in-app navigation works from the list to an article and back", async ({ page }) => {
    await page.goto("./");
    const first = posts[0];
    await page.getByRole("heading", { level: 2, name: first?.title }).getByRole("link").click();
    await expect(page).toHaveURL(`${base}${first?.route.slice(1)}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(first?.title ?? "");
    await page.getByRole("link", { name: "Profile" }).click();
    await expect(page).toHaveURL(`${base}profile`);
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(first?.title ?? "");
  });
});
