import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { BAD_PATHS, posts, startingWith } from "./site-routes";
import { site } from "../app/site.config";

test.describe("every route", () => {
  test("the blog list answers at / and /blog with the articles newest first", async ({ page }) => {
    for (const path of ["./", "./blog"]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(/dev\.notes/);
      const titles = page.getByRole("main").getByRole("heading", { level: 2 });
      await expect(titles).toHaveText(posts.map((post) => post.title));
    }
  });

  test("the profile answers, About, headed by its owner's name", async ({ page }) => {
    const response = await page.goto("./profile");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/^About/);
    await expect(page.getByRole("heading", { level: 1, name: site.author })).toBeVisible();
  });

  // Every article's title, date and tags are checked as files (tests/output/contract.test.ts);
  // here one article as a browser shows it.
  test("an article answers with its title, date and tags", async ({ page }) => {
    const post = posts.find((candidate) => candidate.tags.length > 2) ?? posts[0];
    const response = await page.goto(`.${post?.route}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(startingWith(post?.title ?? ""));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(post?.title ?? "");
    await expect(page.locator(`time[datetime="${post?.isoDate}"]`).first()).toBeVisible();
    await expect(page.getByRole("list", { name: "Tags" }).getByRole("link")).toHaveCount(
      post?.tags.length ?? 0,
    );
  });

  // That no bad address has a file is checked as files (tests/output/links.test.ts); the servers'
  // answer is checked here for an unknown date and an unknown page, on each server.
  for (const path of BAD_PATHS.filter((candidate) =>
    ["/post_20990101", "/no-such-page"].includes(candidate),
  )) {
    test(`${path} shows the Not found page with status 404`, async ({ page }) => {
      const response = await page.goto(`.${path}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
      // A static page at the visitor's address: it never hydrates, so nothing moves the address.
      expect(new URL(page.url()).pathname.endsWith(path)).toBe(true);
      await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      await page.getByRole("link", { name: "Go to the blog" }).click();
      await expect(page).toHaveURL(/\/blog$/);
      await expect(page.getByRole("main").getByRole("heading", { level: 2 }).first()).toBeVisible();
    });
  }
});

test("the Not found page's title starts where an article's does, and it offers the blog and the tags", async ({
  page,
}) => {
  const top = () =>
    page
      .getByRole("heading", { level: 1 })
      .evaluate((heading) => Math.round(heading.getBoundingClientRect().top));
  await page.goto(`.${posts[0]?.route}`, { waitUntil: "domcontentloaded" });
  const articleTop = await top();
  await page.goto("./no-such-page");
  expect(await top()).toBe(articleTop);
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "Browse by tag" })).toHaveAttribute("href", /\/tags$/);
  await expect(main.getByRole("link", { name: "Go to the blog" })).toHaveAttribute("href", /\/blog$/);
  // It ships no app (app/document/handle.ts), so it offers no control that would need one.
  await expect(main.getByRole("button")).toHaveCount(0);
});

test("on the Not found page, the skip link moves to the content and the page stays whole", async ({
  page,
}) => {
  // It ships no app (app/document/handle.ts): the link is a plain in-page link, and no router turns
  // the hash change into a data request that fails (the page used to empty itself here).
  await page.goto("./no-such-page");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#main$/);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(page).toHaveTitle(/Page not found/);
});

test.describe("the header", () => {
  const current = (page: Page) =>
    page.getByRole("navigation", { name: "Main" }).locator('[aria-current="page"]');

  test("highlights Blog on the list and Profile on the profile", async ({ page }) => {
    await page.goto("./");
    await expect(current(page)).toHaveText("Blog");
    await page.goto("./blog");
    await expect(current(page)).toHaveText("Blog");
    await page.getByRole("link", { name: "Profile" }).click();
    await expect(current(page)).toHaveText("Profile");
    await page.goto(`.${posts[0]?.route}`);
    await expect(current(page)).toHaveCount(0);
  });

  test("stays at the top while the page scrolls", async ({ page }) => {
    await page.goto(`.${posts[0]?.route}`);
    await page.mouse.wheel(0, 1500);
    await expect(page.getByRole("banner")).toBeInViewport();
  });

  test("offers a skip link to the main content as the first Tab stop", async ({ page }) => {
    await page.goto("./");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();
  });
});

test.describe("external links", () => {
  // Every external link of every page is checked as a file (tests/output/links.test.ts).
  test("open in a new tab without giving the new page access to ours", async ({ page }) => {
    for (const path of ["./profile", `.${posts[0]?.route}`]) {
      await page.goto(path);
      const external = page.locator('a[href^="http"]');
      expect(await external.count()).toBeGreaterThan(0);
      for (const link of await external.all()) {
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", /(^| )noopener noreferrer$/);
        await expect(link).toContainText("(opens in a new tab)");
      }
    }
  });
});
