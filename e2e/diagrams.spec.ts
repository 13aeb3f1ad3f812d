import sharp from "sharp";
import { contrast, luminance, type Rgb } from "../tests/contrast";
import { expect, test } from "./fixtures";
import type { Locator, Page } from "@playwright/test";

/**
 * Diagrams follow the theme: measured on the pixels the browser draws, not on class names. The
 * other eight diagrams share this one's palette, which a unit test checks colour by colour
 * (app/lib/markdown/__tests__/diagram-palette.test.ts).
 */
const ARTICLE = "./post_20240906";
const DIAGRAM = /^Tools and the undo and redo actions send commands/;

// Twice the pixels, so that the cores of 13 px glyphs are drawn in the text's own colour.
test.use({ deviceScaleFactor: 2 });

/** The diagram's image, loaded; `hydrated` when the test needs the app's click handling too. */
async function openArticle(page: Page, theme: "light" | "dark", { hydrated = false } = {}): Promise<Locator> {
  await page.addInitScript((mode) => localStorage.setItem("theme", mode), theme);
  await page.goto(ARTICLE, { waitUntil: hydrated ? "load" : "domcontentloaded" });
  const image = page.getByRole("link", { name: DIAGRAM }).getByRole("img");
  await image.scrollIntoViewIfNeeded();
  await expect(image).toHaveJSProperty("complete", true);
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  return image;
}

interface Measured {
  background: Rgb;
  text: Rgb;
  ratio: number;
}

/**
 * The card's colour (the most frequent in the band) and the text's (of the colours drawn at least
 * 20 times, the one that differs most from the card) in a horizontal band of the diagram, given
 * as fractions of its height.
 */
async function measureBand(image: Locator, top: number, bottom: number): Promise<Measured> {
  const { data, info } = await sharp(await image.screenshot())
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const counts = new Map<string, number>();
  for (let y = Math.round(info.height * top); y < Math.round(info.height * bottom); y++) {
    for (let x = Math.round(info.width * 0.1); x < Math.round(info.width * 0.9); x++) {
      const offset = (y * info.width + x) * 3;
      const key = `${data[offset]},${data[offset + 1]},${data[offset + 2]}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  const colours = [...counts].map(([key, count]) => ({
    rgb: key.split(",").map(Number) as unknown as Rgb,
    count,
  }));
  const background = colours.reduce((most, colour) => (colour.count > most.count ? colour : most)).rgb;
  const text = colours
    .filter((colour) => colour.count >= 20)
    .reduce((best, colour) =>
      contrast(colour.rgb, background) > contrast(best.rgb, background) ? colour : best,
    ).rgb;
  return { background, text, ratio: contrast(text, background) };
}

function report(measured: Measured, theme: string): void {
  const rgb = (colour: Rgb) => `rgb(${colour.join(", ")})`;
  test.info().annotations.push({
    type: "contrast",
    description: `${theme}: text ${rgb(measured.text)} on ${rgb(measured.background)}, ${measured.ratio.toFixed(2)}:1`,
  });
}

// The diagram's last line, "Every model change is a Command…", is its muted text (the lowest
// contrast it has) on the card; y 398–420 of its 430.
const CAPTION_BAND = [398 / 430, 420 / 430] as const;

test("in the light theme a diagram is dark text on a light card, at 4.5:1 or more", async ({ page }) => {
  const measured = await measureBand(await openArticle(page, "light"), ...CAPTION_BAND);
  report(measured, "light");
  expect(luminance(measured.background)).toBeGreaterThan(0.8);
  expect(luminance(measured.text)).toBeLessThan(luminance(measured.background));
  expect(measured.ratio).toBeGreaterThanOrEqual(4.5);
});

test("in the dark theme a diagram is light text on a dark card, at 4.5:1 or more", async ({ page }) => {
  const measured = await measureBand(await openArticle(page, "dark"), ...CAPTION_BAND);
  report(measured, "dark");
  expect(luminance(measured.background)).toBeLessThan(0.05);
  expect(luminance(measured.text)).toBeGreaterThan(luminance(measured.background));
  expect(measured.ratio).toBeGreaterThanOrEqual(4.5);
});

test("a diagram opens at its own size in a dialog from the keyboard, and Escape closes it", async ({
  page,
}) => {
  await openArticle(page, "dark", { hydrated: true });
  const link = page.getByRole("link", { name: DIAGRAM });
  await expect(link).toHaveAccessibleName(/Open full size$/);
  await link.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: DIAGRAM });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
  // The dark drawing at its own 760 px, wider than the column it was shown in.
  const image = dialog.getByRole("img");
  await expect(image).toHaveAttribute("src", /20240906-command-undo-dark-\w{10}\.svg$/);
  expect((await image.boundingBox())?.width).toBe(760);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(link).toBeFocused();
  expect(page.url()).toMatch(/\/post_20240906$/);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("a diagram opens fitted to the width, and Actual size shows it at its own size", async ({ page }) => {
    await openArticle(page, "light", { hydrated: true });
    await page.getByRole("link", { name: DIAGRAM }).click();
    const dialog = page.getByRole("dialog", { name: DIAGRAM });
    const region = dialog.getByRole("region", { name: "Diagram" });
    const image = region.getByRole("img");
    const overflow = () => region.evaluate((element) => element.scrollWidth - element.clientWidth);
    // The whole drawing: nothing of it hides to the right.
    await expect(image).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
    const actual = dialog.getByRole("button", { name: "Actual size" });
    await expect(actual).toHaveAttribute("aria-pressed", "false");
    await actual.click();
    await expect(actual).toHaveAttribute("aria-pressed", "true");
    expect((await image.boundingBox())?.width).toBe(760);
    expect(await overflow()).toBeGreaterThan(0);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a diagram's link opens the image file, in the theme's colours", async ({ page }) => {
    // Without scripts the stored theme does not apply: the page is light, and so is the file.
    await page.goto(ARTICLE);
    // A browser showing an SVG on its own asks for /favicon.ico, which this site does not have
    // (its pages name favicon.svg); that 404 is not the diagram's.
    await page.route("**/favicon.ico", (route) => route.fulfill({ status: 204 }));
    await page.getByRole("link", { name: DIAGRAM }).click();
    await page.waitForURL(/\/assets\/content\/20240906-command-undo-\w{10}\.svg$/);
    const drawing = await page.evaluate(() => ({
      width: document.documentElement.getBoundingClientRect().width,
      card: document.querySelector("rect")?.getAttribute("fill"),
    }));
    expect(drawing).toEqual({ width: 760, card: "#f8fafc" });
  });
});
