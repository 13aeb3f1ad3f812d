import type { Page } from "@playwright/test";
import { CODE_BLOCKS } from "../tests/contract/seed-spec";
import { expect, hydrate, test } from "./fixtures";

/**
 * Reading on every screen: nothing widens the page on a phone, the header holds still, headings
 * look like headings, a cut code listing says so, and the first keys typed into a search are kept.
 * The causes of overflow are checked on every article in the built HTML
 * (tests/output/reading-screens.test.ts); here the browser measures the worst pages.
 */
const WIDE_TABLE = "/post_20240908"; // a 9-column table and long listings
const LONG_INLINE_CODE = "/post_20240901";
const LONG_LISTING = "/post_20250201"; // a 75-line listing, folded to 17
const A_FEW_LINES_OVER = "/post_20250525"; // its first listing: 20 lines, 3 past the fixed height

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
  // Hydrated first: the keys below must not meet the app taking over the page half-way (the
  // focus below is an intent that starts it; on a busy machine PageDown then went astray).
  await page.goto(`.${WIDE_TABLE}`);
  await hydrate(page);
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

// Spec §2: code blocks have fixed heights. Every listing of every article is checked in the built
// HTML (tests/output/code-block-height.test.ts); here one is measured as a visitor's browser lays it out.
test("a listing a few lines taller than the fixed height keeps it and scrolls, with no Show all", async ({
  page,
}) => {
  await visitBeforeHydration(page, A_FEW_LINES_OVER);
  const block = page.locator("figure.code-block").first();
  const pre = block.locator("pre");
  await expect(pre.locator(".line")).toHaveCount(20);
  const height = CODE_BLOCKS.fixedHeightRem * 16;
  await expect(pre).toHaveCSS("max-height", `${height}px`);
  const { boxHeight, hiddenBelow } = await pre.evaluate((element) => ({
    boxHeight: element.getBoundingClientRect().height,
    hiddenBelow: element.scrollHeight - element.clientHeight,
  }));
  expect(boxHeight).toBe(height);
  // The rest of its twenty 24 px lines (and 16 px of padding) waits below, a scroll away: too few
  // for a bar.
  expect(hiddenBelow).toBeGreaterThanOrEqual(20 * 24 + 2 * 16 - height);
  await expect(block.getByText(/Show all/)).toHaveCount(0);
});

test("keyboard focus on a code listing and its toggle shows a ring the block does not clip", async ({
  page,
}) => {
  await visitStatic(page, LONG_LISTING);
  const block = page.locator("figure.code-block", { has: page.locator("details") }).first();
  /** How far the focus ring reaches past the block's clipping edge, in px (0: it is all inside). */
  const clippedBy = (selector: string) =>
    block.evaluate((figure, inside) => {
      const element = figure.querySelector<HTMLElement>(inside);
      if (!element) throw new Error(`no ${inside}`);
      const style = getComputedStyle(element);
      if (style.outlineStyle === "none") return Infinity;
      const reach = parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth);
      const ring = element.getBoundingClientRect();
      const clip = figure.getBoundingClientRect();
      return Math.max(
        0,
        clip.left - (ring.left - reach),
        ring.right + reach - clip.right,
        clip.top - (ring.top - reach),
        ring.bottom + reach - clip.bottom,
      );
    }, selector);
  await block.locator("pre").focus();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Shift+Tab");
  await expect(block.locator("pre")).toBeFocused();
  expect(await clippedBy("pre")).toBe(0);
  await page.keyboard.press("Tab");
  await expect(block.locator("summary")).toBeFocused();
  expect(await clippedBy("summary")).toBe(0);
  // The Copy button, shown once the page has scripts, fills the bar's height.
  const copy = block.getByRole("button", { name: "Copy" });
  await copy.evaluate((button) => button.removeAttribute("hidden"));
  await block.locator("pre").focus();
  await page.keyboard.press("Shift+Tab");
  await expect(copy).toBeFocused();
  expect(await clippedBy("button")).toBe(0);
});

test("keyboard focus in the wide table of contents shows a ring its scrolling column does not clip", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 800 });
  await visitStatic(page, "/post_20250823");
  const contents = page.getByRole("navigation", { name: "On this page" });
  await contents.getByRole("link").nth(1).focus();
  await page.keyboard.press("Tab");
  const link = contents.getByRole("link").nth(2);
  await expect(link).toBeFocused();
  /** How far the ring reaches past the column's clipping edge, in px (0: it is all inside). */
  const clippedBy = await link.evaluate((element) => {
    const style = getComputedStyle(element);
    if (style.outlineStyle === "none") return Infinity;
    const reach = parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth);
    const ring = element.getBoundingClientRect();
    const clip = element.closest("nav")?.getBoundingClientRect();
    if (!clip) return Infinity;
    return Math.max(
      0,
      clip.left - (ring.left - reach),
      ring.right + reach - clip.right,
      clip.top - (ring.top - reach),
      ring.bottom + reach - clip.bottom,
    );
  });
  expect(clippedBy).toBe(0);
});

test("Show fewer lines keeps its toggle where the reader pressed it", async ({ page }) => {
  await page.goto(`.${LONG_LISTING}`);
  const block = page.locator("figure.code-block", { has: page.locator("details") }).nth(1);
  await expect(block.locator(".line")).toHaveCount(75);
  const summary = block.locator("summary");
  await summary.click();
  await expect(block.getByText("Show fewer lines")).toBeVisible();
  // The reader has read the listing to its end: the toggle sits mid-screen.
  await summary.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top - 400));
  const top = () => summary.evaluate((element) => Math.round(element.getBoundingClientRect().top));
  expect(await top()).toBe(400);
  // By keyboard: the click left focus on the toggle.
  await expect(summary).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(block.getByText(/^58 more lines · Show all 75$/)).toBeVisible();
  expect(Math.abs((await top()) - 400)).toBeLessThanOrEqual(1);
});

test("the Copy button's confirmation is announced, politely", async ({ page }) => {
  await page.goto(`.${LONG_LISTING}`);
  const block = page.locator("figure.code-block").first();
  const status = block.getByRole("status");
  await expect(status).toBeEmpty();
  await block.getByRole("button", { name: "Copy" }).click();
  // Copied, or refused by a browser without clipboard access: either way it is said.
  await expect(status).toHaveText(/copied/);
  await expect(block.getByRole("button", { name: /^Cop(ied|y failed)$/ })).toBeVisible();
});

/**
 * The median count of characters on a full line of the first long blocks of running text that
 * `selector` finds. Each character belongs to the line its box's vertical centre falls in (its top
 * would split a line at inline code and reference markers, which sit higher or lower).
 */
function charactersPerLine(page: Page, selector: string): Promise<number> {
  return page.evaluate((selector) => {
    const counts: number[] = [];
    const blocks = [...document.querySelectorAll(selector)]
      .filter((block) => (block.textContent ?? "").length > 120)
      .slice(0, 6);
    for (const block of blocks) {
      const lines: { centre: number; count: number }[] = [];
      const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node as Text;
        for (let index = 0; index < text.length; index += 1) {
          const range = document.createRange();
          range.setStart(text, index);
          range.setEnd(text, index + 1);
          const box = range.getClientRects()[0];
          if (!box || box.height === 0) continue;
          const centre = box.top + box.height / 2;
          const line = lines.find((candidate) => Math.abs(candidate.centre - centre) < box.height / 2);
          if (line) line.count += 1;
          else lines.push({ centre, count: 1 });
        }
      }
      lines.sort((a, b) => a.centre - b.centre);
      counts.push(...lines.slice(0, -1).map((line) => line.count)); // a block's last line is not full
    }
    counts.sort((a, b) => a - b);
    return counts[Math.floor(counts.length / 2)] ?? 0;
  }, selector);
}

test("running text holds 65 to 75 characters a line on laptops and desktops, in the spec's columns", async ({
  page,
}) => {
  const texts = [
    { route: "/post_20250823", selector: "[data-article-body] > p" },
    { route: "/profile", selector: "main p" },
    { route: "/blog", selector: ".post-card__summary" },
  ];
  for (const { route, selector } of texts) {
    await visitStatic(page, route);
    for (const width of [1024, 1440, 1920]) {
      await page.setViewportSize({ width, height: 800 });
      const perLine = await charactersPerLine(page, selector);
      expect(perLine, `${route} at ${width}px`).toBeGreaterThanOrEqual(65);
      expect(perLine, `${route} at ${width}px`).toBeLessThanOrEqual(75);
      if (route !== texts[0]?.route) continue;
      // The column keeps its fraction (8/12 at lg, 6/12 at xl, 4/12 at 2xl); code keeps all of it.
      const column = await page.locator("main").evaluate((main) => main.getBoundingClientRect().width);
      const fraction = width >= 1536 ? 4 / 12 : width >= 1280 ? 6 / 12 : 8 / 12;
      expect(Math.abs(column - width * fraction), `at ${width}px`).toBeLessThan(2);
      const code = await page
        .locator("figure.code-block")
        .first()
        .evaluate((figure) => figure.clientWidth);
      expect(code, `at ${width}px`).toBeGreaterThan(column - 4);
    }
  }
});

test("on a phone a code listing runs edge to edge", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await visitStatic(page, LONG_LISTING);
  const box = await page.locator("figure.code-block").first().boundingBox();
  expect(Math.abs(box?.x ?? 99)).toBeLessThan(0.5);
  expect(Math.abs((box?.width ?? 0) - 375)).toBeLessThan(0.5);
  expect(await documentWidth(page)).toBe(375);
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
