import { expect, test } from "./fixtures";

/**
 * Small controls are still targets a finger or a shaky hand can hit (WCAG 2.5.8: 24 px), and a
 * focused control is the one ring on screen. Layout only: the pages are not hydrated.
 */
const WITH_REFERENCES = "/post_20250823";

test("tag chips on the cards are 28 px targets, like the tag index's", async ({ page }) => {
  await page.goto("./blog", { waitUntil: "domcontentloaded" });
  const chips = page.getByRole("list", { name: "Tags" }).first().getByRole("link");
  const boxes = await chips.evaluateAll((links) =>
    links.map((link) => link.getBoundingClientRect().toJSON()),
  );
  expect(boxes.length).toBeGreaterThan(0);
  for (const { height } of boxes) expect(height).toBeGreaterThanOrEqual(28);
});

test("a focused tag chip is the only ring on its card; the title's focus rings the whole card", async ({
  page,
}) => {
  await page.goto("./blog", { waitUntil: "domcontentloaded" });
  const card = page.locator("main article").first();
  // The card's ring is its outline (app.css, `.post-card`), drawn while its title link has focus.
  const ringed = () => card.evaluate((element) => getComputedStyle(element).outlineStyle !== "none");
  await card.getByRole("heading").getByRole("link").focus();
  await page.keyboard.press("Tab");
  await expect(card.getByRole("list", { name: "Tags" }).getByRole("link").first()).toBeFocused();
  expect(await ringed()).toBe(false);
  await page.keyboard.press("Shift+Tab");
  await expect.poll(ringed).toBe(true);
});

test("reference markers, back-links and footer links are 24 px targets", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`.${WITH_REFERENCES}`, { waitUntil: "domcontentloaded" });
  const footerLinks = await page
    .locator("body > footer a")
    .evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON()));
  expect(footerLinks.length).toBeGreaterThan(0);
  for (const { width, height } of footerLinks) {
    expect(width).toBeGreaterThanOrEqual(24);
    expect(height).toBeGreaterThanOrEqual(24);
  }
  // A marker or a back-link is a word in a line: its own box is as big as its font makes it (the
  // back-link's "↩" was 23.7 px wide in one fallback font). What counts is where a pointer lands:
  // the link answers at every corner of a 24 px square around its middle, in the page's font and
  // in one half its size, a stand-in for a font with narrower glyphs and shorter lines.
  const missedCorners = (selector: string) =>
    page.locator(selector).evaluateAll((links) =>
      links.flatMap((link) => {
        link.scrollIntoView({ block: "center" });
        const box = link.getBoundingClientRect();
        const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
        const reach = 11.9;
        return [-reach, reach].flatMap((dx) =>
          [-reach, reach]
            .filter((dy) => document.elementFromPoint(x + dx, y + dy)?.closest("a") !== link)
            .map((dy) => `"${link.textContent}" misses ${Math.sign(dx)},${Math.sign(dy)}`),
        );
      }),
    );
  for (const font of ["the page's font", "half its size"]) {
    if (font === "half its size")
      await page
        .locator("[data-footnote-ref], [data-footnote-backref]")
        .evaluateAll((links: HTMLElement[]) => links.forEach((link) => (link.style.fontSize = "0.5em")));
    for (const selector of ["[data-footnote-ref]", "[data-footnote-backref]"]) {
      await expect(page.locator(selector).first()).toBeAttached();
      expect(await missedCorners(selector), `${selector} in ${font}`).toEqual([]);
    }
  }
  await page
    .locator("[data-footnote-ref], [data-footnote-backref]")
    .evaluateAll((links: HTMLElement[]) => links.forEach((link) => (link.style.fontSize = "")));
  // The back-link ends its reference's line instead of wrapping onto one of its own.
  const backlinks = page.locator("[data-footnote-backref]");
  for (const backlink of await backlinks.all()) {
    const alone = await backlink.evaluate((link) => {
      const text = link.previousSibling;
      if (!text) return true;
      const range = document.createRange();
      range.setStart(text, Math.max(0, (text.textContent ?? "").trimEnd().length - 1));
      range.setEnd(text, (text.textContent ?? "").trimEnd().length);
      const before = range.getBoundingClientRect();
      const own = link.getBoundingClientRect();
      return own.top >= before.bottom - 1;
    });
    expect(alone).toBe(false);
  }
});
