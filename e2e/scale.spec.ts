import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { readContent } from "../app/lib/content/posts.server";
import { PAGE_SIZE } from "../app/lib/pagination";
import { measureFirstLoad } from "../tests/harness/first-load";
import { expect, test } from "./fixtures";

/**
 * A blog that spans several list pages: the real articles plus generated older ones (`npm test`
 * generates them into a temporary folder, SCALE_CONTENT_DIR, and builds them into build/scale).
 * What a visitor sees must not depend on how much the owner has written: the list continues on
 * numbered pages, the tag filter still spans every article, and each page costs what it costs on
 * the 27-article site (build/).
 */
process.env.NODE_ENV = "production";
const contentDir = process.env.SCALE_CONTENT_DIR;
if (contentDir === undefined)
  throw new Error("SCALE_CONTENT_DIR: the 61-article site's content folder (npm test sets it)");
const { posts } = readContent(path.resolve(contentDir));
const pages = Math.ceil(posts.length / PAGE_SIZE);
const scaleClient = path.resolve(process.env.BUILD_DIR ?? "build/scale", "client");
const smallClient = path.resolve("build", "client");

const cardTitles = (page: Page) =>
  page.getByRole("main").getByRole("list").first().getByRole("heading", { level: 2 });

test.beforeAll(() => {
  expect(pages, "the generated blog spans at least three list pages").toBeGreaterThanOrEqual(3);
});

test("the list shows the newest page of articles and continues on numbered pages", async ({ page }) => {
  await page.goto("./");
  await expect(cardTitles(page)).toHaveText(posts.slice(0, PAGE_SIZE).map((post) => post.title));
  const pagination = page.getByRole("navigation", { name: "Pages of articles" });
  await expect(pagination).toContainText(`Page 1 of ${pages}`);
  await expect(pagination.getByRole("link", { name: /Newer articles/ })).toHaveCount(0);
  await pagination.getByRole("link", { name: /Older articles/ }).click();
  await expect(page).toHaveURL(/\/blog\/page\/2$/);
  await expect(page).toHaveTitle(`Blog, page 2 of ${pages} · dev.notes`);
  await expect(cardTitles(page)).toHaveText(posts.slice(PAGE_SIZE, 2 * PAGE_SIZE).map((post) => post.title));
  await page
    .getByRole("navigation", { name: "Pages of articles" })
    .getByRole("link", { name: /Newer/ })
    .click();
  await expect(page).toHaveURL(/\/blog$/);
});

test("the last page holds the oldest articles and has no older link", async ({ page }) => {
  const response = await page.goto(`./blog/page/${pages}`);
  expect(response?.status()).toBe(200);
  await expect(cardTitles(page)).toHaveText(posts.slice((pages - 1) * PAGE_SIZE).map((post) => post.title));
  await expect(page.getByRole("link", { name: /Older articles/ })).toHaveCount(0);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    new RegExp(`/blog/page/${pages}$`),
  );
});

// What the page then shows is the one Not found page, opened in a browser by routes.spec.ts.
test("list pages that do not exist are Not found with status 404", async ({ request }) => {
  for (const bad of ["/blog/page/0", "/blog/page/02", `/blog/page/${pages + 1}`, "/blog/page/x"]) {
    const response = await request.get(`.${bad}`);
    expect(response.status(), bad).toBe(404);
    expect(await response.text(), bad).toContain("Page not found");
  }
});

test("/blog/page/1 leads to /blog", async ({ page }) => {
  await page.goto("./blog/page/1", { waitUntil: "commit" });
  await expect(page).toHaveURL(/\/blog$/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the numbered pages are plain links between prerendered pages", async ({ page }) => {
    await page.goto("./blog");
    await page.getByRole("link", { name: /Older articles/ }).click();
    await expect(page).toHaveURL(/\/blog\/page\/2$/);
    await expect(cardTitles(page)).toHaveCount(PAGE_SIZE);
  });
});

test("choosing a tag on any page shows every article with it, newest first", async ({ page }) => {
  // A tag that the articles on the last page carry, and newer articles too.
  const lastPage = posts.slice((pages - 1) * PAGE_SIZE);
  const tag = lastPage
    .flatMap((post) => post.tags)
    .find((candidate) => posts.slice(0, PAGE_SIZE).some((post) => post.tags.includes(candidate)));
  expect(tag, "a tag found on the first and the last page").toBeDefined();
  const tagged = posts.filter((post) => post.tags.includes(tag ?? ""));
  await page.goto(`./blog/page/${pages}?tag=${tag}`);
  await expect(page.getByRole("status")).toHaveText(`Showing ${tagged.length} articles tagged “${tag}”`);
  await expect(cardTitles(page)).toHaveText(tagged.map((post) => post.title));
  await expect(page.getByRole("navigation", { name: "Pages of articles" })).toHaveCount(0);
});

test(`a list page stays under 40 kB gzip and 1,500 elements`, () => {
  for (const file of ["index.html", "blog/index.html", "blog/page/2/index.html"]) {
    const html = readFileSync(path.join(scaleClient, file));
    expect(gzipSync(html, { level: 9 }).length, file).toBeLessThanOrEqual(40_000);
    expect((html.toString().match(/<[a-zA-Z]/g) ?? []).length, file).toBeLessThanOrEqual(1_500);
  }
});

test("every page costs what it costs on the 27-article site, within 1 kB gzip", () => {
  for (const page of ["/profile", "/post_20250823", "/post_20240817"]) {
    const large = measureFirstLoad(scaleClient, page);
    const small = measureFirstLoad(smallClient, page);
    expect(Math.abs(large.htmlGzip - small.htmlGzip), `${page} HTML`).toBeLessThanOrEqual(1_000);
    const js = (load: typeof large) => load.frameworkJsGzip + load.ownJsGzip;
    expect(Math.abs(js(large) - js(small)), `${page} JavaScript`).toBeLessThanOrEqual(1_000);
  }
  const js = (page: string, client: string) => {
    const load = measureFirstLoad(client, page);
    return load.frameworkJsGzip + load.ownJsGzip;
  };
  expect(Math.abs(js("/", scaleClient) - js("/", smallClient)), "list JavaScript").toBeLessThanOrEqual(1_000);
});

test("the site search finds articles in every part of its index", async ({ page }) => {
  // The 61-article site is indexed in parts of at most 40 articles (SEARCH_PART_SIZE, set by
  // tests/harness/test.ts): the real articles in the first, the generated ones of 1990 in another.
  const parts = JSON.parse(
    readFileSync(path.join(scaleClient, "pagefind", "parts.json"), "utf8"),
  ) as string[];
  expect(parts).toEqual(["part-2/"]);
  const real = posts.find((post) => post.title.includes("WAL-G"));
  await page.goto("./profile");
  await page.keyboard.press("/");
  const dialog = page.getByRole("dialog", { name: "Search articles" });
  const input = dialog.getByRole("combobox", { name: "Search articles" });
  const options = dialog.getByRole("listbox", { name: "Matching articles" }).getByRole("option");
  await input.fill("wal-g restore");
  await expect(options.first()).toContainText(real?.title ?? "a real article");
  // Words only the generated articles have.
  await input.fill("realistic amount of text");
  await expect(options.first()).toContainText("Generated article");
});
