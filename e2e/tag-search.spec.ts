import type { Page } from "@playwright/test";
import { LAYOUT } from "../tests/contract/seed-spec";
import { expect, test } from "./fixtures";
import { posts, vocabulary } from "./site-routes";

const toggle = (page: Page) => page.getByRole("button", { name: "Search by tag" });
const input = (page: Page) => page.getByRole("combobox", { name: "Search by tag" });
const listbox = (page: Page) => page.getByRole("listbox");
const cardTitles = (page: Page) => page.getByRole("main").getByRole("heading", { level: 2 });
const expected = (text: string) => {
  const needle = text.trim().toLowerCase();
  return needle === "" ? [] : vocabulary.filter((tag) => tag.includes(needle));
};
const titlesTagged = (tag: string) =>
  posts.filter((post) => post.tags.includes(tag)).map((post) => post.title);

// The most used tag makes the filter visibly narrow the list.
const popularTag =
  [...vocabulary].sort((a, b) => titlesTagged(b).length - titlesTagged(a).length)[0] ?? "azure";

const showAll = (page: Page) => page.getByRole("link", { name: "Show all articles" });

/** The names of the page's Tab stops, from the top, up to the first card's title. */
async function tabStopsBeforeFirstCard(page: Page): Promise<string[]> {
  const stops: string[] = [];
  for (let stop = 0; stop < 20; stop += 1) {
    await page.keyboard.press("Tab");
    const { name, inCard } = await page.evaluate(() => {
      const focused = document.activeElement;
      return {
        name: focused?.getAttribute("aria-label") ?? focused?.textContent?.trim() ?? "",
        inCard: focused?.closest("main article") != null,
      };
    });
    if (inCard) return stops;
    stops.push(name);
  }
  throw new Error(`no card's title among the first 20 Tab stops: ${stops.join(" | ")}`);
}

async function openSearch(page: Page) {
  await page.goto("./blog");
  await toggle(page).click();
  await expect(input(page)).toBeFocused();
}

test.describe("the tag search", () => {
  test("is offered on the blog list only", async ({ page }) => {
    for (const path of ["./", "./blog"]) {
      await page.goto(path);
      await expect(toggle(page)).toBeVisible();
    }
    for (const path of ["./profile", `.${posts[0]?.route}`]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(toggle(page)).toHaveCount(0);
    }
  });

  test("opens focused and closes clearing the text and the chosen tag", async ({ page }) => {
    await openSearch(page);
    await expect(toggle(page)).toHaveAttribute("aria-expanded", "true");
    await input(page).fill(popularTag);
    await listbox(page).getByRole("option", { name: popularTag, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]tag=${popularTag}$`));
    await toggle(page).click();
    await expect(toggle(page)).toHaveAttribute("aria-expanded", "false");
    await expect(input(page)).toHaveCount(0);
    await expect(page).not.toHaveURL(/tag=/);
    await expect(cardTitles(page)).toHaveCount(posts.length);
    await toggle(page).click();
    await expect(input(page)).toHaveValue("");
  });

  test("lists the vocabulary tags containing the typed text, case-insensitively", async ({ page }) => {
    await openSearch(page);
    await input(page).pressSequentially("AZ");
    await expect(listbox(page).getByRole("option")).toHaveText(expected("az"));
    await expect(input(page)).toHaveAttribute("aria-expanded", "true");
  });

  test(`the list is at most ${LAYOUT.dropdownMaxHeightRem}rem high and scrolls`, async ({ page }) => {
    const maxHeight = LAYOUT.dropdownMaxHeightRem * 16;
    await openSearch(page);
    await input(page).fill("e");
    const box = await listbox(page).boundingBox();
    expect(box?.height).toBeLessThanOrEqual(maxHeight);
    await expect(listbox(page)).toHaveCSS("overflow-y", "auto");
    await expect(listbox(page)).toHaveCSS("max-height", `${maxHeight}px`);
  });

  test("stays closed when nothing matches or the text is blank, and says so", async ({ page }) => {
    await openSearch(page);
    await input(page).fill("zzzz");
    await expect(listbox(page)).toBeHidden();
    await expect(input(page)).toHaveAttribute("aria-expanded", "false");
    const hint = page.getByText(/^No tag contains/);
    await expect(hint).toHaveText("No tag contains “zzzz”.");
    await expect(hint).toHaveAttribute("aria-live", "polite");
    await input(page).fill("a");
    await expect(listbox(page)).toBeVisible();
    await input(page).fill("   ");
    await expect(listbox(page)).toBeHidden();
  });

  // The spec: on each key release the list is rebuilt and opens if a tag matches. Erasing the box
  // and typing again at once once left it shut (the component reduced the new key against a copy
  // of its state that React had not rendered yet). Two input events inside one task put the second
  // key exactly in that gap, every time, instead of hoping a fast typist hits it.
  for (const [typed, next] of [
    ["post", "e"],
    ["RE", "x"],
    ["sql", "e"],
  ] as const) {
    test(`after "${typed}" is erased, typing "${next}" at once opens the list`, async ({ page }) => {
      await page.goto("./blog");
      await toggle(page).click();
      await input(page).pressSequentially(typed);
      await expect(input(page)).toHaveAttribute("aria-expanded", "true");
      await input(page).evaluate(async (element: HTMLInputElement, key: string) => {
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
        const type = (value: string) => {
          setValue?.call(element, value);
          element.dispatchEvent(new InputEvent("input", { bubbles: true }));
        };
        type("");
        await Promise.resolve();
        type(key);
      }, next);
      await expect(input(page)).toHaveValue(next);
      await expect(input(page)).toHaveAttribute("aria-expanded", "true");
      await expect(listbox(page).getByRole("option")).toHaveText(expected(next));
      // And by keys, as a visitor types: erase key by key, then type.
      for (let key = 0; key < next.length; key += 1) await page.keyboard.press("Backspace");
      await expect(input(page)).toHaveAttribute("aria-expanded", "false");
      await page.keyboard.press(next);
      await expect(input(page)).toHaveAttribute("aria-expanded", "true");
    });
  }

  test("closes on a click outside and on Escape", async ({ page }) => {
    await openSearch(page);
    await input(page).fill("a");
    await expect(listbox(page)).toBeVisible();
    await page.getByRole("contentinfo").click({ position: { x: 5, y: 5 } });
    await expect(listbox(page)).toBeHidden();
    await input(page).click();
    await input(page).fill("ab");
    await input(page).fill("a");
    await expect(listbox(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(listbox(page)).toBeHidden();
  });

  test("choosing a tag fills the input and shows exactly the articles with that tag", async ({ page }) => {
    await openSearch(page);
    await input(page).fill(popularTag.slice(0, 3));
    await listbox(page).getByRole("option", { name: popularTag, exact: true }).click();
    await expect(input(page)).toHaveValue(popularTag);
    await expect(listbox(page)).toBeHidden();
    await expect(cardTitles(page)).toHaveText(titlesTagged(popularTag));
    await expect(page.getByRole("status")).toHaveText(
      `Showing ${titlesTagged(popularTag).length} article${titlesTagged(popularTag).length === 1 ? "" : "s"} tagged “${popularTag}”`,
    );
  });

  test("Escape in the box closes the list and keeps the chosen tag", async ({ page }) => {
    await openSearch(page);
    await input(page).fill(popularTag);
    await listbox(page).getByRole("option", { name: popularTag, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]tag=${popularTag}$`));
    await input(page).press("Escape");
    await input(page).press("Escape");
    await expect(input(page)).toHaveValue(popularTag);
    await expect(page).toHaveURL(new RegExp(`[?&]tag=${popularTag}$`));
    await expect(cardTitles(page)).toHaveText(titlesTagged(popularTag));
  });

  test("Clear empties the text and the chosen tag and returns focus to the input", async ({ page }) => {
    await openSearch(page);
    const clear = page.getByRole("button", { name: "Clear" });
    await expect(clear).toHaveCount(0);
    await input(page).fill(popularTag);
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(cardTitles(page)).toHaveCount(titlesTagged(popularTag).length);
    await clear.click();
    await expect(input(page)).toHaveValue("");
    await expect(input(page)).toBeFocused();
    await expect(clear).toHaveCount(0);
    await expect(cardTitles(page)).toHaveCount(posts.length);
    await expect(page).not.toHaveURL(/tag=/);
  });

  test("works by keyboard alone from the first Tab, and announces the result", async ({ page }) => {
    await page.goto("./blog");
    // Skip link, site title, then the search toggle (it sits left of Blog and Profile).
    for (let stop = 0; stop < 3; stop += 1) await page.keyboard.press("Tab");
    await expect(toggle(page)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(input(page)).toBeFocused();
    await page.keyboard.type(popularTag.slice(0, 2));
    const options = expected(popularTag.slice(0, 2));
    await page.keyboard.press("End");
    await expect(listbox(page).getByRole("option", { selected: true })).toHaveText(options.at(-1) ?? "");
    await page.keyboard.press("Home");
    await expect(listbox(page).getByRole("option", { selected: true })).toHaveText(options[0] ?? "");
    for (let step = 0; step < options.indexOf(popularTag); step += 1) await page.keyboard.press("ArrowDown");
    await expect(input(page)).toHaveAttribute(
      "aria-activedescendant",
      (await listbox(page).getByRole("option", { name: popularTag, exact: true }).getAttribute("id")) ?? "",
    );
    await page.keyboard.press("Enter");
    await expect(cardTitles(page)).toHaveText(titlesTagged(popularTag));
    const tree = await page.getByRole("main").ariaSnapshot();
    expect(tree).toContain(`combobox "Search by tag": ${popularTag}`);
    expect(tree).toMatch(new RegExp(`status: Showing \\d+ articles? tagged “${popularTag}”`));
  });

  test("keeps the chosen tag in the URL across reload, back and forward", async ({ page }) => {
    await page.goto(`./blog?tag=${popularTag}`);
    await expect(input(page)).toHaveValue(popularTag);
    await expect(cardTitles(page)).toHaveText(titlesTagged(popularTag));
    await page.reload();
    await expect(cardTitles(page)).toHaveText(titlesTagged(popularTag));
    await page.getByRole("button", { name: "Clear" }).click();
    await expect(cardTitles(page)).toHaveCount(posts.length);
    await page.goBack();
    await expect(cardTitles(page)).toHaveText(titlesTagged(popularTag));
    await page.goForward();
    await expect(cardTitles(page)).toHaveCount(posts.length);
  });

  test("a tag chip on a card chooses its tag", async ({ page }) => {
    await page.goto("./");
    const card = page.getByRole("article").first();
    const tag = posts[0]?.tags[0] ?? "";
    await card.getByRole("link", { name: `Show articles tagged ${tag}` }).click();
    await expect(page).toHaveURL(new RegExp(`/blog\\?tag=${tag}$`));
    await expect(input(page)).toHaveValue(tag);
    await expect(cardTitles(page)).toHaveText(titlesTagged(tag));
  });

  test("a shared ?tag= address paints the filtered list before any script has loaded", async ({
    page,
    pageProblems,
  }) => {
    // No script of the app arrives: what shows is what the page paints by itself.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto(`./blog?tag=${popularTag}`, { waitUntil: "domcontentloaded" });
    await expect(cardTitles(page)).toHaveText(titlesTagged(popularTag));
    await expect(page.getByRole("status")).toHaveText(
      `Showing ${titlesTagged(popularTag).length} articles tagged “${popularTag}”`,
    );
    await expect(page.getByRole("status")).toBeVisible();
    await expect(showAll(page)).toBeVisible();
    await expect(page.locator("html")).not.toHaveClass(/tag-pending/);
    // The aborted scripts are this test's doing.
    pageProblems.splice(0);
  });

  // A utility (`inline-block`, in @layer utilities) once beat the rule that hides the link, and put
  // it under the header of every unfiltered list, as Tab stop 7 (ux.md G1).
  test("offers the way back to every article only while a tag filters the list", async ({ page }) => {
    for (const path of ["./", "./blog"]) {
      await page.goto(path);
      await expect(cardTitles(page)).toHaveCount(posts.length);
      await expect(showAll(page), path).toBeHidden();
      expect(await tabStopsBeforeFirstCard(page), path).not.toContain("Show all articles");
    }
    await page.goto(`./blog?tag=${popularTag}`);
    await expect(cardTitles(page)).toHaveText(titlesTagged(popularTag));
    await expect(showAll(page)).toBeVisible();
    expect(await tabStopsBeforeFirstCard(page)).toContain("Show all articles");
  });

  for (const width of [375, 1440]) {
    test(`a shared ?tag= address paints filtered, with no layout shift, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width === 375 ? 740 : 900 });
      await page.addInitScript(() => {
        const shifts: number[] = [];
        Object.assign(window, { shifts });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            if ("value" in entry && typeof entry.value === "number") shifts.push(entry.value);
        }).observe({ type: "layout-shift", buffered: true });
      });
      await page.goto(`./blog?tag=${popularTag}`);
      // Hydrated, the box open on the tag and its code loaded: every change the page makes is done.
      await expect(input(page)).toHaveValue(popularTag);
      await expect(cardTitles(page)).toHaveText(titlesTagged(popularTag));
      await page.waitForTimeout(300);
      const shifts = await page.evaluate(() =>
        "shifts" in window && Array.isArray(window.shifts) ? window.shifts.map(Number) : [],
      );
      // 0.17–0.18 before: every card painted, then the filtered ones under the box and the line.
      expect(shifts.reduce((sum, shift) => sum + shift, 0)).toBeLessThan(0.01);
    });
  }

  test("a capitalised tag in the address finds the tag's articles, and the address is put right", async ({
    page,
  }) => {
    const capitalised = popularTag.charAt(0).toUpperCase() + popularTag.slice(1);
    await page.goto(`./blog?tag=${capitalised}`);
    await expect(page).toHaveURL(new RegExp(`/blog\\?tag=${popularTag}$`));
    await expect(input(page)).toHaveValue(popularTag);
    await expect(cardTitles(page)).toHaveText(titlesTagged(popularTag));
    await expect(page.getByRole("status")).toHaveText(
      `Showing ${titlesTagged(popularTag).length} articles tagged “${popularTag}”`,
    );
  });

  test("an unknown tag in the URL says so and offers the way back", async ({ page }) => {
    await page.goto("./blog?tag=%E2%9D%A4%EF%B8%8F%20no%20such%20tag");
    await expect(page.getByRole("status")).toHaveText("No articles tagged “❤️ no such tag”");
    await expect(cardTitles(page)).toHaveCount(0);
    await showAll(page).click();
    await expect(cardTitles(page)).toHaveCount(posts.length);
  });

  // The many-inputs fuzz of the matching is a unit test (app/lib/__tests__/tag-filter.test.ts);
  // here the hardest of them go through the real box and the real URL once.
  test("hostile text in the box or in ?tag= never breaks the list", async ({ page }) => {
    await openSearch(page);
    for (const text of ["(?:", "[a-", "\\", "ريبوست", "😀 ", "\u202eaz", "x".repeat(2_000)]) {
      await input(page).fill(text);
      const want = expected(text);
      if (want.length === 0) await expect(listbox(page), JSON.stringify(text)).toBeHidden();
      else await expect(listbox(page).getByRole("option"), JSON.stringify(text)).toHaveText(want);
    }
    for (const bytes of ["%E2%9D", "%FF%FE%00", "%25%2", "%C0%AF"]) {
      await page.goto(`./blog?tag=${bytes}`);
      await expect(page.getByRole("status")).toHaveText(/^(No articles tagged|Showing)/);
    }
  });
});

test.describe("the list without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("shows no way back to every article: no tag filters it", async ({ page }) => {
    for (const path of ["./", "./blog"]) {
      await page.goto(path);
      await expect(cardTitles(page)).toHaveCount(posts.length);
      await expect(showAll(page), path).toBeHidden();
    }
  });
});
