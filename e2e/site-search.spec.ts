import type { Page, Request } from "@playwright/test";
import { expect, test } from "./fixtures";
import { posts } from "./site-routes";

const button = (page: Page) => page.getByRole("button", { name: "Search articles" });
const dialog = (page: Page) => page.getByRole("dialog", { name: "Search articles" });
const input = (page: Page) => dialog(page).getByRole("combobox", { name: "Search articles" });
const options = (page: Page) =>
  dialog(page).getByRole("listbox", { name: "Matching articles" }).getByRole("option");
const isSearch = (request: Request) => /pagefind|site-search-dialog/.test(request.url());

// One article the query below must find, in its text rather than only its title.
const walG = posts.find((post) => post.title.includes("WAL-G"));

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
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("About");
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
});
