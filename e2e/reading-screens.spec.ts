import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * Reading on every screen: nothing widens the page on a phone, the header holds still, headings
 * look like headings, a cut code listing says so, and the first keys typed into a search are kept.
 * The causes of overflow are checked on every article in the built HTML
 * (tests/output/reading-screens.test.ts); here the browser measures the worst pages.
 */
const WIDE_TABLE = "/post_20240908"; // a 9-column table and long listings
const LONG_INLINE_CODE = "/post_20240901";

/** Layout needs the stylesheet, not the app: these visits do not wait for hydration. */
async function visitStatic(page: Page, route: string): Promise<void> {
  await page.goto(`.${route}`, { waitUntil: "commit" });
  await page.waitForLoadState("load");
}

/** Fresh, not hydrated, with the inline intent script running (it marks the page `js` first). */
async function visitBeforeHydration(page: Page, route: string): Promise<void> {
  await visitStatic(page, route);
  await page.locator("html.js").waitFor({ state: "attached" });
}

async function documentWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

test("the widest article content and the list's header fit a 320 px screen", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  for (const route of [WIDE_TABLE, LONG_INLINE_CODE, "/"]) {
    await visitStatic(page, route);
    expect(await documentWidth(page), route).toBeLessThanOrEqual(320);
  }
  // The list's header keeps the site search on screen.
  const search = page.getByRole("button", { name: "Search articles" });
  const box = await search.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(320);

  // The wide table scrolls inside its own region, which the keyboard reaches and scrolls.
  await visitStatic(page, WIDE_TABLE);
  const region = page.getByRole("region", { name: /^Table/ });
  await region.focus();
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
});

/** Where the header's controls sit and how big they are, by accessible name. */
async function headerControls(page: Page) {
  return page.locator("body > header").evaluate((header) =>
    [...header.querySelectorAll<HTMLElement>("a, button")]
      .filter((element) => element.checkVisibility({ visibilityProperty: true }))
      .map((element) => {
        const { x, width, height } = element.getBoundingClientRect();
        return { name: element.textContent?.trim() ?? "", x, width, height };
      }),
  );
}

test("header controls keep their place and size on every page kind", async ({ page }) => {
  const widths = [320, 360, 375, 1440];
  const seen = new Map<string, Awaited<ReturnType<typeof headerControls>>>();
  for (const route of ["/blog", WIDE_TABLE]) {
    await visitBeforeHydration(page, route);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      const controls = await headerControls(page);
      for (const control of controls) {
        const name = `${route} at ${width}px: ${control.name}`;
        expect(control.width, name).toBeGreaterThanOrEqual(24);
        expect(control.height, name).toBeGreaterThanOrEqual(24);
        const iconButton = /^(Search|Switch to)/.test(control.name);
        if (iconButton && width >= 640) expect(control.width, `${name}: there is room for 40`).toBe(40);
      }
      seen.set(`${route}@${width}`, controls);
    }
  }
  for (const width of widths) {
    const place = (route: string) =>
      Object.fromEntries(
        (seen.get(`${route}@${width}`) ?? [])
          .filter(({ name }) => /^(Blog|Profile|Switch to)/.test(name))
          .map(({ name, x, width: size }) => [name, { x: Math.round(x), size: Math.round(size) }]),
      );
    expect(place("/blog"), `at ${width}px`).toEqual(place(WIDE_TABLE));
  }
});

test("section headings are drawn at their own weight, and subsections stand out", async ({ page }) => {
  await visitStatic(page, WIDE_TABLE);
  const weight = (name: string, level: number) =>
    page
      .getByRole("heading", { level, name, exact: true })
      .evaluate((heading) => Number(getComputedStyle(heading.querySelector("a") ?? heading).fontWeight));
  const h2 = page.locator(".prose-article h2").first();
  const h2Name = (await h2.textContent())?.trim() ?? "";
  const h3Name = (await page.locator(".prose-article h3").first().textContent())?.trim() ?? "";
  const references = await page
    .getByRole("heading", { name: "References" })
    .evaluate((heading) => Number(getComputedStyle(heading).fontWeight));
  expect(await weight(h2Name, 2)).toBeGreaterThanOrEqual(references);
  expect(await weight(h3Name, 3)).toBeGreaterThanOrEqual(600);
});

test("a cut code block says how many lines follow and shows them all, by keyboard too", async ({ page }) => {
  // Hydrated first: the keys below must not meet the app taking over the page half-way.
  await page.goto(`.${WIDE_TABLE}`);
  const block = page.locator("figure.code-block", { has: page.locator("details") }).first();
  const pre = block.locator("pre");
  const clipped = () => pre.evaluate((element) => element.scrollHeight - element.clientHeight > 1);
  const toggle = block.getByText(/^\d+ more lines? · Show all \d+$/);
  await expect(toggle).toBeVisible();
  expect(await clipped()).toBe(true);
  // The block itself is a keyboard stop that scrolls.
  await pre.focus();
  await expect(pre).toBeFocused();
  await page.keyboard.press("PageDown");
  await expect.poll(() => pre.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);

  await page.keyboard.press("Tab");
  await expect(block.locator("summary")).toBeFocused();
  await page.keyboard.press("Enter");
  await expect.poll(clipped).toBe(false);
  await expect(block.getByText("Show fewer lines")).toBeVisible();

  await page.keyboard.press("Enter");
  await expect.poll(clipped).toBe(true);
  await page.emulateMedia({ media: "print" });
  await expect.poll(clipped).toBe(false);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every code listing shows whole", async ({ page }) => {
    await page.goto(`.${WIDE_TABLE}`);
    const pres = page.locator("figure.code-block pre");
    const anyClipped = await pres.evaluateAll((elements) =>
      elements.some((element) => element.scrollHeight - element.clientHeight > 1),
    );
    expect(anyClipped).toBe(false);
    await expect(page.locator("figure.code-block summary").first()).toBeHidden();
  });
});

test("keys typed right after the shortcut on a fresh page reach the search boxes", async ({ page }) => {
  // Not hydrated: the visitor's first act is the shortcut, then typing at once.
  await visitBeforeHydration(page, LONG_INLINE_CODE);
  await page.keyboard.press("/");
  await page.keyboard.type("backup");
  // Hydration and the dialog's code load after the keys: slow on a busy machine.
  await expect(page.getByRole("combobox", { name: "Search articles" })).toHaveValue("backup", {
    timeout: 10_000,
  });

  await visitBeforeHydration(page, "/blog");
  await page.getByRole("button", { name: "Search by tag" }).click();
  await page.keyboard.type("azu");
  const tags = page.getByRole("combobox", { name: "Search by tag" });
  await expect(tags).toHaveValue("azu", { timeout: 10_000 });
  await expect(page.getByRole("option", { name: "azure" })).toBeVisible();
});
