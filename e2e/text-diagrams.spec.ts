import { expect, test } from "./fixtures";

/**
 * A diagram written as text (```mermaid) is shown from its committed renders like a drawn one:
 * the theme's render, opening at its own size. Its colours are the palette's (checked on the
 * files in tests/output/text-diagrams-and-math.test.ts).
 */
const ARTICLE = "./post_20250525";
const DIAGRAM = /^An audit notification is delivered at commit/;

test("a Mermaid diagram shows its dark render in the dark theme and opens at its own size", async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem("theme", "dark"));
  await page.goto(ARTICLE, { waitUntil: "load" });
  const link = page.getByRole("link", { name: DIAGRAM });
  await expect(link).toBeVisible();
  const shown = link.getByRole("img");
  await shown.scrollIntoViewIfNeeded();
  await expect(shown).toHaveAttribute("src", /\/assets\/content\/[0-9a-f]{16}-dark-\w{10}\.svg$/);
  await expect(shown).toHaveJSProperty("complete", true);
  const width = await shown.evaluate((img: HTMLImageElement) => img.naturalWidth);
  expect(width).toBeGreaterThan(0);
  await link.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: DIAGRAM });
  await expect(dialog).toBeVisible();
  expect((await dialog.getByRole("img").boundingBox())?.width).toBe(width);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(link).toBeFocused();
});

test("math is drawn by the browser from MathML, with no request for a script, font or stylesheet of its own", async ({
  page,
}) => {
  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  await page.goto("./post_20240919", { waitUntil: "load" });
  const formula = page.locator(".math-display math");
  await formula.scrollIntoViewIfNeeded();
  const box = await formula.boundingBox();
  expect(box?.height).toBeGreaterThan(10);
  expect(box?.width).toBeGreaterThan(200);
  expect(requests.filter((url) => /katex|temml|mathjax|math/i.test(url))).toEqual([]);
});

test("a display formula wider than a phone shows the table's edge shadow where more of it scrolls", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("./post_20240919", { waitUntil: "load" });
  const formula = page.getByRole("group", { name: "Formula" });
  const table = page.getByRole("region", { name: /^Table/ });
  expect(await formula.evaluate((region) => region.scrollWidth > region.clientWidth)).toBe(true);
  // The covers that scroll with the content and the shadows they uncover: the table's own.
  const background = (region: typeof formula) =>
    region.evaluate((element) => getComputedStyle(element).backgroundImage);
  expect(await background(formula)).toMatch(/radial-gradient/);
  expect(await background(formula)).toBe(await background(table));
});
