import { expect, test } from "./fixtures";
import { posts } from "./site-routes";

test("opening an article starts at its top, and going back restores the list's position", async ({
  page,
}) => {
  await page.goto("./");
  const card = page.getByRole("heading", { level: 2, name: posts[10]?.title });
  await card.scrollIntoViewIfNeeded();
  const listPosition = await page.evaluate(() => window.scrollY);
  expect(listPosition).toBeGreaterThan(500);
  await card.getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(posts[10]?.title ?? "");
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page.getByRole("heading", { level: 2, name: posts[10]?.title })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(listPosition);
});
