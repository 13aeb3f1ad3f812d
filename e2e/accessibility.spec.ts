import { COLOUR_RULES, accessibilityViolations } from "./axe";
import { expect, test } from "./fixtures";

// One page of each kind (a year of the archive too: it marks its own year), and the articles that
// hold each kind of content: a wide table (20240908), callouts and annotated code (20250726), a
// diagram (20250301), math (20240919). The structure of every page is
// checked by html-validate; the code palette's contrast by code-contrast.test.ts.
//
// Every page at 375px, where wide content scrolls (a scrolling region must be reachable by
// keyboard) and the header is tightest. At 1440px an article, whose table of contents moves
// beside the text there (the inline one is hidden), and the list; the other pages change only
// their widths between the two.
const PAGES: { route: string; widths: number[] }[] = [
  { route: "/blog", widths: [375, 1440] },
  { route: "/profile", widths: [375] },
  { route: "/tags", widths: [375] },
  { route: "/archive", widths: [375] },
  { route: "/archive/2024", widths: [375] },
  { route: "/tags/azure", widths: [375] },
  { route: "/no-such-page", widths: [375] },
  { route: "/post_20240908", widths: [375] },
  { route: "/post_20250726", widths: [375, 1440] },
  { route: "/post_20250301", widths: [375] },
  { route: "/post_20240919", widths: [375] },
];
// Highlighted code is thousands of coloured spans; its palette's contrast is checked once for
// every token colour in app/lib/markdown/__tests__/code-contrast.test.ts.
const SCOPE = { exclude: ["pre.shiki > code"] };

for (const { route, widths } of PAGES) {
  for (const width of widths) {
    test(`${route} has no accessibility violations in either theme at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`.${route}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeAttached();
      // Every rule in the light theme; in the dark one, the rules that depend on colours.
      expect(await accessibilityViolations(page, SCOPE), "light").toEqual([]);
      await page.evaluate(() => document.documentElement.classList.add("dark"));
      expect(await accessibilityViolations(page, { ...SCOPE, rules: COLOUR_RULES }), "dark").toEqual([]);
    });
  }
}

test("the open tag search has no accessibility violations", async ({ page }) => {
  await page.goto("./blog");
  await page.getByRole("button", { name: "Search by tag" }).click();
  await page.getByRole("combobox").fill("a");
  await expect(page.getByRole("listbox")).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
});

test("the open site search, with results, has no accessibility violations", async ({ page }) => {
  await page.goto("./profile");
  await page.getByRole("button", { name: "Search articles" }).click();
  const dialog = page.getByRole("dialog", { name: "Search articles" });
  await dialog.getByRole("combobox", { name: "Search articles" }).fill("postgresql");
  await expect(dialog.getByRole("status")).toContainText("found");
  expect(await accessibilityViolations(page)).toEqual([]);
});

test("the colour check of the dark theme reports text that loses its contrast there", async ({ page }) => {
  await page.setContent(
    '<html lang="en" class="dark"><title>Check</title><style>.dark p { color: #777; background: #666 }</style><main><h1>Check</h1><p>Grey on grey</p></main></html>',
  );
  expect(await accessibilityViolations(page, { rules: COLOUR_RULES })).toEqual([
    expect.stringMatching(/^color-contrast: p/),
  ]);
});

test("the check reports a violation when a page has one", async ({ page }) => {
  await page.setContent(
    '<html lang="en"><title>Check</title><main><h1>Check</h1><img src="data:,"></main></html>',
  );
  expect(await accessibilityViolations(page)).toEqual([expect.stringMatching(/^image-alt: img/)]);
});
