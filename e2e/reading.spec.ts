import { COLOUR_RULES, accessibilityViolations } from "./axe";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * Reading aids on real articles: "Headers with CSS Position Sticky" (sections, subsections, a
 * callout, highlighted and diff lines) and "Azure PostgreSQL backup automation" (numbered lines,
 * a warning).
 */
const STICKY = "/post_20240818";
const BACKUP = "/post_20250726";
const SECTION = "anchor-links-under-a-sticky-header";
const SECTION_NAME = "Anchor links under a sticky header";

/** Where the heading sits relative to the sticky site header: below it, near the top. */
async function expectJustBelowHeader(page: Page, headingName: string) {
  const heading = page.getByRole("heading", { level: 2, name: headingName });
  await expect
    .poll(async () => {
      const headerBottom = await page
        .locator("body > header")
        .evaluate((el) => el.getBoundingClientRect().bottom);
      const top = await heading.evaluate((el) => el.getBoundingClientRect().top);
      return top >= headerBottom && top < headerBottom + 48;
    })
    .toBe(true);
}

async function setTheme(page: Page, mode: "light" | "dark") {
  await page.evaluate((theme) => document.documentElement.classList.toggle("dark", theme === "dark"), mode);
}

test.describe("section links", () => {
  test("a section link opened directly shows the section just below the sticky header", async ({ page }) => {
    await page.goto(`.${STICKY}#${SECTION}`);
    await expectJustBelowHeader(page, SECTION_NAME);
  });

  test("a section link followed inside the app shows the section just below the sticky header", async ({
    page,
  }) => {
    await page.goto("./post_20240817");
    // An internal link in an article's body, as a writer would put one.
    await page.locator(".prose-article").evaluate(
      (body, href) => {
        const link = Object.assign(document.createElement("a"), { href, textContent: "Sticky anchors" });
        body.append(link);
      },
      `${STICKY.slice(1)}#${SECTION}`,
    );
    await page.getByRole("link", { name: "Sticky anchors" }).click();
    await expect(page).toHaveURL(new RegExp(`${STICKY}#${SECTION}$`));
    await expectJustBelowHeader(page, SECTION_NAME);
  });

  test("each section heading links to itself under the heading's own name", async ({ page }) => {
    await page.goto(`.${STICKY}`);
    const heading = page.getByRole("heading", { level: 2, name: SECTION_NAME });
    await expect(heading.getByRole("link", { name: SECTION_NAME, exact: true })).toHaveAttribute(
      "href",
      `#${SECTION}`,
    );
    await expect(page.getByRole("heading", { level: 3, name: "An ancestor has overflow" })).toHaveAttribute(
      "id",
      "an-ancestor-has-overflow",
    );
  });
});

test.describe("section links without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a section link opened directly shows the section just below the sticky header", async ({ page }) => {
    await page.goto(`.${STICKY}#${SECTION}`);
    await expectJustBelowHeader(page, SECTION_NAME);
  });

  test("the narrow table of contents opens and leads to its sections", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`.${STICKY}`);
    await page.getByText("Contents", { exact: true }).click();
    await page
      .getByRole("navigation", { name: "Table of contents" })
      .getByRole("link", { name: SECTION_NAME })
      .click();
    await expectJustBelowHeader(page, SECTION_NAME);
  });
});

test.describe("table of contents", () => {
  test("at 375px it is a closed block under the title that opens to the outline", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`.${STICKY}`);
    const toc = page.getByRole("navigation", { name: "Table of contents" });
    await expect(toc).toBeHidden();
    await page.getByText("Contents", { exact: true }).click();
    await expect(toc).toBeVisible();
    await expect(toc.getByRole("link")).toHaveText([
      "How sticky positioning works",
      "A sticky site header",
      "Why it does not stick",
      "The parent is too short",
      "An ancestor has overflow",
      "Flex and grid items are stretched",
      "Sticky table headers",
      SECTION_NAME,
      "Styling the stuck state",
      "Conclusion",
    ]);
    await toc.getByRole("link", { name: "Sticky table headers" }).click();
    await expect(page).toHaveURL(/#sticky-table-headers$/);
    await expectJustBelowHeader(page, "Sticky table headers");
  });

  test("at 375px, past the first screen, a way back leads to the contents, opened", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    await page.goto(`.${STICKY}`, { waitUntil: "domcontentloaded" });
    const back = page.getByRole("link", { name: "Back to the Contents" });
    await expect(back).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(back).toBeVisible();
    // At the very end it covers none of the footer's links.
    const backBox = await back.boundingBox();
    for (const link of await page.getByRole("contentinfo").getByRole("link").all()) {
      const box = await link.boundingBox();
      expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(backBox?.y ?? 0);
    }
    await back.click();
    const toc = page.getByRole("navigation", { name: "Table of contents" });
    await expect(toc).toBeInViewport();
    await expect(page.getByText("Contents", { exact: true })).toBeInViewport();
    await expect(back).toBeHidden();
  });

  test("at 1440px it stays beside the article and marks the section in view", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`.${STICKY}`);
    const toc = page.getByRole("navigation", { name: "On this page" });
    await expect(toc).toBeVisible();
    const link = toc.getByRole("link", { name: SECTION_NAME });
    await link.click();
    await expectJustBelowHeader(page, SECTION_NAME);
    await expect(link).toHaveAttribute("aria-current", "location");
    await expect(toc.locator("[aria-current]")).toHaveCount(1);
    // Still in view after scrolling far down the page, with the section below marked.
    await expect(toc).toBeInViewport();
    await page.getByRole("heading", { level: 2, name: "Conclusion" }).evaluate((el) => el.scrollIntoView());
    await expect(toc.getByRole("link", { name: "Conclusion" })).toHaveAttribute("aria-current", "location");
    await expect(toc).toBeInViewport();
  });

  test("loading and marking sections shifts no layout", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`.${STICKY}#${SECTION}`);
    await page.mouse.wheel(0, 1500);
    await page.waitForTimeout(300);
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries() as (PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
            })[];
            resolve(
              entries.filter((entry) => !entry.hadRecentInput).reduce((sum, entry) => sum + entry.value, 0),
            );
          }).observe({ type: "layout-shift", buffered: true });
          window.setTimeout(() => resolve(0), 500);
        }),
    );
    expect(shift).toBe(0);
  });
});

const MODES = ["light", "dark"] as const;

// Colours differ by theme, structure does not: each page is visited once and checked in both.
test("callouts are titled notes that meet contrast in both themes", async ({ page }) => {
  for (const [route, callouts] of [
    [STICKY, [["Tip", /I prefer scroll-padding-top/]]],
    ["/post_20241011", [["Note", /90-day certificates/]]],
  ] as const) {
    await page.goto(`.${route}`);
    for (const [title, text] of callouts) {
      const note = page.getByRole("note").filter({ hasText: title });
      await expect(note).toBeVisible();
      await expect(note.locator(".markdown-alert-title")).toHaveText(title);
      await expect(note).toContainText(text);
    }
    for (const mode of MODES) {
      await setTheme(page, mode);
      const colours = { include: [".markdown-alert"], rules: COLOUR_RULES };
      expect(await accessibilityViolations(page, colours), `${route} in the ${mode} theme`).toEqual([]);
    }
  }
});

test("diff lines carry a sign and a spoken label, highlighted lines a background in both themes", async ({
  page,
}) => {
  await page.goto(`.${STICKY}`);
  const diff = page.locator("figure.code-block", { has: page.locator("pre.has-diff") });
  const removed = diff.locator(".line.diff.remove");
  const added = diff.locator(".line.diff.add");
  await expect(removed).toHaveText("  overflow-x: hidden;");
  await expect(added).toHaveText("  overflow-x: clip;");
  const marker = (line: typeof added) =>
    line.evaluate((el) => getComputedStyle(el, "::before").getPropertyValue("content"));
  expect(await marker(added)).toBe('"+" / "Added line: "');
  expect(await marker(removed)).toBe('"−" / "Removed line: "');

  const styles = page.locator("figure.code-block", { hasText: "styles.css" });
  await expect(styles.locator(".line.highlighted")).toHaveText(["  position: sticky;", "  top: 0;"]);
  const background = (selector: string) =>
    styles
      .locator(selector)
      .first()
      .evaluate((el) => getComputedStyle(el).backgroundColor);
  for (const mode of MODES) {
    await setTheme(page, mode);
    expect(await background(".line.highlighted"), mode).not.toBe(await background("pre"));
    await styles.screenshot({ path: test.info().outputPath(`highlighted-${mode}.png`) });
  }
});

test("numbered code shows its line numbers without making them part of the code", async ({ page }) => {
  await page.goto(`.${BACKUP}`);
  const script = page.getByRole("figure", { name: /backup\.sh/ });
  await expect(script.locator("pre")).toHaveClass(/line-numbers/);
  // The second sign-in before the upload, one of the lines the article highlights ({6-11,24}).
  const token = script.locator(".line", { hasText: "login # the first federated token" });
  await expect(token).toHaveClass(/highlighted/);
  const number = await token.evaluate((el) => getComputedStyle(el, "::after").getPropertyValue("content"));
  expect(number).toBe('counter(line) / ""');
  await expect(script.locator("pre")).not.toContainText("[!code");
});

test("a series article names its part and lists the parts in order", async ({ page }) => {
  await page.goto(`.${BACKUP}`);
  const series = page.getByRole("navigation", {
    name: /^Part 1 of 2 in the series PostgreSQL backups on Azure$/,
  });
  await expect(series.getByRole("listitem")).toHaveText([
    "Azure PostgreSQL backup automation",
    "Azure PostgreSQL backup with WAL-G",
  ]);
  await expect(series.getByRole("listitem").first()).toHaveAttribute("aria-current", "page");
  await series.getByRole("link", { name: "Azure PostgreSQL backup with WAL-G" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Azure PostgreSQL backup with WAL-G");
  await expect(page.getByRole("navigation", { name: /^Part 2 of 2 in the series/ })).toBeVisible();
});

test("related articles share a tag with the article, at most three, each card with its date", async ({
  page,
}) => {
  await page.goto(`.${BACKUP}`);
  const related = page.getByRole("region", { name: "Related articles" });
  const count = await related.getByRole("link").count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(3);
  for (const card of await related.getByRole("link").all()) {
    await expect(card.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}$/);
    await expect(card.locator("time")).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  }
  await expect(related.getByRole("link", { name: "Azure PostgreSQL backup with WAL-G" })).toHaveCount(0);
});

test("the article body carries no style attribute", async ({ page }) => {
  await page.goto(`.${STICKY}`);
  await expect(page.locator(".prose-article")).toBeVisible();
  await expect(page.locator(".prose-article [style]")).toHaveCount(0);
});
