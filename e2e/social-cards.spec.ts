import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { posts } from "./site-routes";
import { site } from "../app/site.config";

const base = process.env.BASE_PATH ?? "/";
const absolute = (path: string) => new URL(`${base.replace(/\/$/, "")}${path}`, site.url).href;

const meta = (page: Page, key: string) =>
  page.locator(`meta[property="${key}"], meta[name="${key}"]`).first().getAttribute("content");

/** The card named in the page's head: absolute, large, described, and a real 1200×630 PNG. */
async function expectCard(page: Page, path: string, card: string) {
  await page.goto(`.${path}`);
  expect(await meta(page, "og:image")).toBe(absolute(card));
  expect(await meta(page, "og:image:width")).toBe("1200");
  expect(await meta(page, "og:image:height")).toBe("630");
  expect((await meta(page, "og:image:alt"))?.length).toBeGreaterThan(10);
  expect(await meta(page, "twitter:card")).toBe("summary_large_image");
  expect(await meta(page, "twitter:image")).toBe(absolute(card));

  // The site URL is the public origin; the same file is served here under the base path.
  const response = await page.request.get(`${base}${card.slice(1)}`);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/png");
  const png = await response.body();
  expect(png.subarray(1, 4).toString()).toBe("PNG");
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
}

test.describe("social cards", () => {
  for (const path of ["/", "/blog", "/profile"]) {
    test(`${path} shows the site's card`, async ({ page }) => {
      await expectCard(page, path, "/og/site.png");
      expect(await meta(page, "og:type")).toBe("website");
    });
  }

  // Small batches keep a failure readable without one test per article.
  const BATCH = 7;
  for (let start = 0; start < posts.length; start += BATCH) {
    const batch = posts.slice(start, start + BATCH);
    test(`articles ${batch[0]?.route} to ${batch.at(-1)?.route} show their own card`, async ({ page }) => {
      for (const post of batch) {
        await expectCard(page, post.route, `/og${post.route}.png`);
        expect(await meta(page, "og:type")).toBe("website");
        const json = JSON.parse(
          (await page.locator('script[type="application/ld+json"]').textContent()) ?? "",
        );
        expect(json.image.url).toBe(absolute(`/og${post.route}.png`));
      }
    });
  }
});
