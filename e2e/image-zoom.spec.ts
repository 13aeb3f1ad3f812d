import { expect, hydrate, test } from "./fixtures";

/**
 * A screenshot opens full size as a diagram does. The real articles have no screenshot yet, so
 * this runs on the 61-article site, whose first generated article shows one (1,000 px wide;
 * tests/harness/generated-content.ts).
 */
const ARTICLE = "./post_19900101";
const SCREENSHOT = /^A terminal listing two file shares/;

test("a screenshot opens its largest variant in a dialog from the keyboard; Escape closes it and focus returns", async ({
  page,
}) => {
  await page.goto(ARTICLE);
  await hydrate(page);
  const link = page.getByRole("link", { name: SCREENSHOT });
  await expect(link).toHaveAccessibleName(/Open full size$/);
  await link.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: SCREENSHOT });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
  const image = dialog.getByRole("region", { name: "Screenshot" }).getByRole("img");
  await expect(image).toHaveAttribute("src", /\/assets\/content\/20240901-terminal-\w{10}-1000\.webp$/);
  await expect(image).toHaveJSProperty("complete", true);
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1000);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(link).toBeFocused();
  expect(page.url()).toMatch(/\/post_19900101$/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a screenshot is a link to its largest variant", async ({ page, request }) => {
    await page.goto(ARTICLE);
    const href = await page.getByRole("link", { name: SCREENSHOT }).getAttribute("href");
    expect(href).toMatch(/\/assets\/content\/20240901-terminal-\w{10}-1000\.webp$/);
    // Fetched, not opened: the browser's own image viewer styles itself inline, which the site's
    // policy (sent with the file too) refuses, and the fixture counts that as the page's problem.
    const file = await request.get(href ?? "");
    expect([file.status(), file.headers()["content-type"]]).toEqual([200, "image/webp"]);
  });
});
