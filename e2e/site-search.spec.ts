import type { Page, Request } from "@playwright/test";
import { expect, test } from "./fixtures";
import { contrast } from "../tests/contrast";
import { posts } from "./site-routes";
import { site } from "../app/site.config";

const button = (page: Page) => page.getByRole("button", { name: "Search articles" });
const dialog = (page: Page) => page.getByRole("dialog", { name: "Search articles" });
const input = (page: Page) => dialog(page).getByRole("combobox", { name: "Search articles" });
const options = (page: Page) =>
  dialog(page).getByRole("listbox", { name: "Matching articles" }).getByRole("option");
const isSearch = (request: Request) => /pagefind|site-search-dialog/.test(request.url());

// One article the query below must find, in its text rather than only its title.
const walG = posts.find((post) => post.title.includes("WAL-G"));
// An article with a section named after a word that its introduction also has (TraceQL), and
// an identifier (NodeSDK) that only its code has.
const tempo = posts.find((post) => post.title.includes("Grafana Tempo"));

test.describe("the site search", () => {
  test.describe(() => {
    // It counts the search's requests, which a cache shared with other tests would answer.
    test.use({ freshContext: true });
    test("loads nothing until it is first opened, then the index from the base path", async ({
      page,
      basePath,
    }) => {
      const requests: string[] = [];
      page.on("request", (request) => {
        if (isSearch(request)) requests.push(new URL(request.url()).pathname);
      });
      await page.goto("./");
      await page.getByRole("link", { name: "Profile" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.author);
      expect(requests).toEqual([]);

      await button(page).click();
      await expect(input(page)).toBeFocused();
      await expect.poll(() => requests).toContain(`${basePath}pagefind/pagefind.js`);
      await input(page).fill("postgresql");
      await expect(options(page).first()).toBeVisible();
      expect(
        requests
          .filter((path) => path.includes("pagefind"))
          .every((path) => path.startsWith(`${basePath}pagefind/`)),
      ).toBe(true);
    });
  });

  test("answers the first open at once with a focused box while its code loads, and keeps what is typed", async ({
    page,
  }) => {
    await page.goto("./profile");
    await expect(button(page)).toHaveAttribute("title", "Search articles (/ or Ctrl+K)");
    const held: (() => void)[] = [];
    await page.route(/site-search-dialog-[^/]*\.js$/, (route) => {
      held.push(() => void route.continue());
    });
    await button(page).click();
    const box = dialog(page).getByRole("textbox", { name: "Search articles" });
    await expect(box).toBeFocused();
    await page.keyboard.type("postgres");
    await expect.poll(() => held.length).toBe(1);
    for (const release of held) release();
    await expect(input(page)).toBeFocused();
    await expect(input(page)).toHaveValue("postgres");
    await expect(input(page)).toHaveAttribute("placeholder", "Search articles (/ or Ctrl+K)");
    await expect(box).toHaveCount(0);
  });

  test("opens from the header button and gives focus back to it on Escape", async ({ page }) => {
    await page.goto("./profile");
    await button(page).click();
    await expect(dialog(page)).toBeVisible();
    await expect(input(page)).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
    await expect(button(page)).toBeFocused();
  });

  test("opens with /, Ctrl+K and Cmd+K, but / typed into a field stays in the field", async ({ page }) => {
    await page.goto(`.${posts[0]?.route}`);
    await page.keyboard.press("/");
    await expect(input(page)).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
    // Opened from the page itself, focus goes to the search button; this also waits for the close.
    await expect(button(page)).toBeFocused();

    for (const shortcut of ["Control+k", "Meta+k"]) {
      await page.keyboard.press(shortcut);
      await expect(input(page), shortcut).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(dialog(page)).toBeHidden();
      await expect(button(page)).toBeFocused();
    }

    await page.goto("./blog");
    await page.getByRole("button", { name: "Search by tag" }).click();
    const tagInput = page.getByRole("combobox", { name: "Search by tag" });
    await tagInput.press("/");
    await expect(tagInput).toHaveValue("/");
    await expect(dialog(page)).toBeHidden();
  });

  test("opens again with a shortcut pressed right after Escape closed it", async ({ page }) => {
    await page.goto(`.${posts[0]?.route}`);
    await page.keyboard.press("/");
    await expect(input(page)).toBeFocused();
    for (const shortcut of ["Control+k", "Meta+k", "/"]) {
      // No wait between the two keys: the dialog's `close` event may not have arrived yet.
      await page.keyboard.press("Escape");
      await page.keyboard.press(shortcut);
      await expect(input(page), shortcut).toBeFocused();
    }
  });

  test("keeps focus inside while open", async ({ page }) => {
    await page.goto("./profile");
    await button(page).click();
    await expect(input(page)).toBeFocused();
    for (let step = 0; step < 4; step += 1) {
      await page.keyboard.press("Tab");
      const inside = await page.evaluate(() => document.activeElement?.closest("dialog") !== null);
      expect(inside).toBe(true);
    }
  });

  test("with results listed, Tab to Close opens none of them and Escape closes the dialog", async ({
    page,
  }) => {
    await page.goto("./profile");
    await button(page).click();
    await input(page).fill("postgresql");
    await expect(options(page).first()).toHaveAttribute("aria-selected", "true");
    await input(page).press("Tab");
    await expect(dialog(page).getByRole("button", { name: "Close search" })).toBeFocused();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(input(page)).toHaveValue("postgresql");

    await input(page).focus();
    await expect(options(page).first()).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
    await expect(button(page)).toBeFocused();
    await expect(page).toHaveURL(/\/profile$/);
  });

  test("finds full text, moves with the arrow keys and opens the result at its section", async ({ page }) => {
    test.skip(walG === undefined, "needs the WAL-G article");
    await page.goto("./profile");
    await page.keyboard.press("/");
    await input(page).fill("wal-g restore");
    await expect(options(page).first()).toContainText(walG?.title ?? "");
    await expect(options(page).first()).toHaveAttribute("aria-selected", "true");
    await expect(options(page).first().locator("mark").first()).toBeVisible();
    await expect(options(page).first().locator("time")).toHaveAttribute("datetime", walG?.isoDate ?? "");

    const count = await options(page).count();
    if (count > 1) {
      await input(page).press("ArrowDown");
      await expect(options(page).nth(1)).toHaveAttribute("aria-selected", "true");
      await expect(input(page)).toHaveAttribute(
        "aria-activedescendant",
        (await options(page).nth(1).getAttribute("id")) ?? "",
      );
      await input(page).press("ArrowUp");
    }
    await expect(options(page).first()).toHaveAttribute("aria-selected", "true");
    await input(page).press("Enter");

    await expect(dialog(page)).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${walG?.route}(#.+)?$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(walG?.title ?? "");
    const hash = new URL(page.url()).hash;
    // With heading ids the result names its section: focus and the viewport are on it.
    if (hash !== "") {
      const section = page.locator(`[id="${decodeURIComponent(hash.slice(1))}"]`);
      await expect(section).toBeFocused();
      await expect(section).toBeInViewport();
    }
  });

  test("offers an article's best sections: wal-g restore reaches Point-in-time recovery", async ({
    page,
  }) => {
    test.skip(walG === undefined, "needs the WAL-G article");
    await page.goto("./profile");
    await page.keyboard.press("/");
    await input(page).fill("wal-g restore");
    const recovery = options(page).filter({ hasText: "Point-in-time recovery" });
    await expect(recovery).toHaveCount(1);
    // A further section is indented under its article, and its option still names the article.
    await expect(recovery).toContainText(walG?.title ?? "");
    await recovery.click();
    await expect(dialog(page)).toBeHidden();
    await expect(page).toHaveURL(/#point-in-time-recovery$/);
    await expect(page.getByRole("heading", { level: 2, name: "Point-in-time recovery" })).toBeFocused();
  });

  test("the first option is the best section: Enter on TraceQL opens “Finding traces with TraceQL”", async ({
    page,
  }) => {
    test.skip(tempo === undefined, "needs the Grafana Tempo article");
    await page.goto("./profile");
    await page.keyboard.press("/");
    await input(page).fill("TraceQL");
    // The introduction mentions TraceQL too, and comes first in the article: the section still leads.
    await expect(options(page).first()).toContainText(`${tempo?.title} › Finding traces with TraceQL`);
    // The article's beginning is still offered, named as such under the better section.
    await expect(options(page).filter({ hasText: `${tempo?.title}› Introduction` })).toHaveCount(1);
    await input(page).press("Enter");
    await expect(page).toHaveURL(new RegExp(`${tempo?.route}#finding-traces-with-traceql$`));
    await expect(page.getByRole("heading", { level: 2, name: "Finding traces with TraceQL" })).toBeFocused();
  });

  test("a query with no real match says so, though Pagefind falls back to single letters", async ({
    page,
  }) => {
    await page.goto("./profile");
    await page.keyboard.press("/");
    await input(page).fill("TraceQL");
    await expect(options(page).first()).toBeVisible();
    await input(page).fill("qqqq");
    await expect(dialog(page).getByRole("status")).toHaveText("No articles match “qqqq”.");
    await expect(options(page)).toHaveCount(0);
  });

  test("finds an article by an identifier only its code has, naming it without quoting the listing", async ({
    page,
  }) => {
    test.skip(tempo === undefined, "needs the Grafana Tempo article");
    await page.goto("./profile");
    await page.keyboard.press("/");
    await input(page).fill("NodeSDK");
    const option = options(page).first();
    await expect(option).toContainText(`${tempo?.title} › Instrumenting the applications`);
    await expect(option.locator(".search-dialog__code")).toHaveText("In its code: NodeSDK");
    await expect(option.locator(".search-dialog__excerpt")).not.toContainText("NodeSDK");
  });

  test("excerpts read as prose: no code labels, reference markers, back-links or new-tab notices", async ({
    page,
  }) => {
    await page.goto("./profile");
    await page.keyboard.press("/");
    for (const query of ["WALG_VERSION", "sigma"]) {
      await input(page).fill(query);
      await expect(dialog(page).getByRole("status")).toContainText("found");
      const excerpts = await dialog(page).locator(".search-dialog__excerpt").allTextContents();
      expect(excerpts.length, query).toBeGreaterThan(0);
      for (const excerpt of excerpts) {
        expect(excerpt, query).not.toMatch(
          /ShellWALG|TypeScriptweb|\[\d+\]|opens in a new tab|↩|Show articles tagged/,
        );
      }
    }
    // Punctuation after a highlighted word stays outside the highlight ("WAL-G." reads "WAL-G").
    await input(page).fill("wal-g");
    await expect(dialog(page).getByRole("status")).toContainText("found");
    const marks = await dialog(page).locator("mark").allTextContents();
    expect(marks.filter((mark) => /[.,;:!?]$/.test(mark))).toEqual([]);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test("names no keys in its box on a touch screen, before and after the app runs", async ({
      browser,
      baseURL,
    }) => {
      // A phone's context of its own: the shared ones have a mouse (`pointer: fine`).
      const phone = await browser.newContext({
        baseURL,
        viewport: { width: 375, height: 740 },
        hasTouch: true,
        isMobile: true,
      });
      try {
        const page = await phone.newPage();
        await page.goto("./profile", { waitUntil: "load" });
        await button(page).tap();
        const box = dialog(page).getByRole("textbox", { name: "Search articles" });
        await expect(box).toBeFocused();
        await expect(box).toHaveAttribute("placeholder", "Search articles");
        // The dialog that takes over from the shell says the same.
        await expect(input(page)).toBeFocused();
        await expect(input(page)).toHaveAttribute("placeholder", "Search articles");
      } finally {
        await phone.close();
      }
    });

    test("a long highlighted token wraps inside the results", async ({ page }) => {
      await page.goto("./profile");
      await page.keyboard.press("/");
      await input(page).fill("AZURE_STORAGE_CONNECTION_STRING");
      await expect(options(page).first()).toBeVisible();
      const list = dialog(page).getByRole("listbox", { name: "Matching articles" });
      const overflow = await list.evaluate((element) => element.scrollWidth - element.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      const listBox = await list.boundingBox();
      for (const mark of await list.locator("mark").all()) {
        const box = await mark.boundingBox();
        expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(
          (listBox?.x ?? 0) + (listBox?.width ?? 0),
        );
      }
    });
  });

  test("in the dark theme the dialog's edge stands out from the dimmed page, at 3:1 or more", async ({
    page,
  }) => {
    await page.goto("./profile");
    await page.evaluate(() => document.documentElement.classList.add("dark"));
    await page.keyboard.press("/");
    // The dialog itself, once it has taken over from the shell that answered the key.
    await expect(input(page)).toBeFocused();
    // Colours as painted: a strip of the screen across the dialog's left edge, read back pixel by pixel.
    const box = await dialog(page).boundingBox();
    if (!box) throw new Error("the dialog has no box");
    const strip = { x: Math.round(box.x) - 8, y: Math.round(box.y + box.height / 2), width: 12, height: 1 };
    const png = await page.screenshot({ clip: strip });
    const pixels = await page.evaluate(
      async (source) => {
        const image = new Image();
        image.src = source;
        await image.decode();
        const canvas = new OffscreenCanvas(image.width, image.height);
        const context = canvas.getContext("2d");
        if (!context) throw new Error("no canvas");
        context.drawImage(image, 0, 0);
        const data = context.getImageData(0, 0, image.width, 1).data;
        return Array.from({ length: image.width }, (_, x): [number, number, number] => [
          data[x * 4] ?? 0,
          data[x * 4 + 1] ?? 0,
          data[x * 4 + 2] ?? 0,
        ]);
      },
      `data:image/png;base64,${png.toString("base64")}`,
    );
    const [backdrop] = pixels;
    if (!backdrop) throw new Error("no pixels");
    // The edge: the pixels at the dialog's border, 2 px either side of it.
    const edge = pixels.slice(6, 11).map((pixel) => contrast(pixel, backdrop));
    expect(Math.max(...edge)).toBeGreaterThanOrEqual(3);
  });
});
