import { expect, test } from "./fixtures";
import { posts } from "./site-routes";

test.describe("the site under its base path", () => {
  // That every link and asset of every page stays under the base path is checked as files: the
  // output tests run again over the base-path build (tests/output/links.test.ts).
  test("in-app navigation works from the list to an article and back", async ({ page, basePath }) => {
    await page.goto("./");
    const first = posts[0];
    await page.getByRole("heading", { level: 2, name: first?.title }).getByRole("link").click();
    await expect(page).toHaveURL(`${basePath}${first?.route.slice(1)}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(first?.title ?? "");
    await page.getByRole("link", { name: "Profile" }).click();
    await expect(page).toHaveURL(`${basePath}profile`);
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(first?.title ?? "");
  });
});
