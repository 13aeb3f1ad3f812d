import { LAYOUT } from "../tests/contract/seed-spec";
import { expect, test } from "./fixtures";
import { site } from "../app/site.config";

/**
 * The sizes the spec promises (§2 "Shared layout", §9) are the stylesheet's to keep, and only a
 * browser computes them: one page, resized to each width where a fraction applies. Tailwind's
 * breakpoints: below `sm` (40rem) the narrowest fraction, from `2xl` (96rem) the widest.
 */
const WIDTHS = [
  { width: 375, fraction: LAYOUT.narrowFraction, name: "a phone" },
  { width: 639, fraction: LAYOUT.narrowFraction, name: "just below 40rem" },
  { width: 1536, fraction: LAYOUT.widestFraction, name: "96rem" },
  { width: 1920, fraction: LAYOUT.widestFraction, name: "a wide screen" },
];
const HEIGHT = 900;

test("the content keeps the spec's minimum height and column width at each width", async ({ page }) => {
  await page.setViewportSize({ width: WIDTHS[0]?.width ?? 375, height: HEIGHT });
  await page.goto("./profile");
  const main = page.getByRole("main");
  // The header's and the footer's content lines up with the page's column.
  const columns = [page.getByRole("banner"), page.getByRole("contentinfo")].map((landmark) =>
    landmark.locator(":scope > div"),
  );
  await expect(main.getByRole("heading", { level: 1, name: site.author })).toBeVisible();
  for (const { width, fraction, name } of WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT });
    const measured = await main.evaluate((element) => ({
      width: element.getBoundingClientRect().width,
      // The column's share is of the page's width without a scrollbar.
      available: document.documentElement.clientWidth,
      minHeight: getComputedStyle(element).minHeight,
      height: element.getBoundingClientRect().height,
    }));
    expect(measured.width, `§2 content width at ${width}px (${name})`).toBeCloseTo(
      measured.available * fraction,
      0,
    );
    for (const column of columns)
      expect((await column.boundingBox())?.width, `§2 header and footer width at ${width}px`).toBeCloseTo(
        measured.width,
        0,
      );
    expect(measured.minHeight, `§2 minimum content height at ${width}px`).toBe(
      `${HEIGHT - LAYOUT.minHeightOffset}px`,
    );
    expect(measured.height).toBeGreaterThanOrEqual(HEIGHT - LAYOUT.minHeightOffset);
  }
});
