import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { MIN_FOLDED_LINES, VISIBLE_CODE_LINES } from "../../app/lib/markdown/highlight.server";
import { CLIENT_DIR, page } from "./built-site";

/**
 * What keeps every article inside a phone's width and every code listing whole, checked in the
 * built HTML of all the articles at once; the browser test measures the worst pages only
 * (e2e/reading-screens.spec.ts).
 */
const articles = readdirSync(CLIENT_DIR)
  .filter((name) => /^post_\d{8}$/.test(name))
  .map((name) => `/${name}`);
const bodies = () => articles.map((route) => [route, page(route).querySelector(".prose-article")] as const);

// Every article parsed once for the file: slow on a busy machine, so the first test may take a while.
describe("articles on narrow screens", { timeout: 60_000 }, () => {
  it("put every table in a named, focusable region that scrolls sideways", () => {
    let tables = 0;
    for (const [route, body] of bodies()) {
      for (const table of body?.querySelectorAll("table") ?? []) {
        tables += 1;
        const region = table.parentElement;
        expect(region?.matches('section.table-scroll[tabindex="0"]'), route).toBe(true);
        expect(region?.getAttribute("aria-label"), route).toMatch(/^Table\b/);
      }
    }
    expect(tables).toBeGreaterThan(0);
  });

  it("set the columns of numbers right-aligned in figures of one width, the rest as text", () => {
    const columnOf = (route: string, heading: string) => {
      const table = page(route).querySelector(".prose-article table");
      const index = [...(table?.querySelectorAll("thead th") ?? [])].findIndex(
        (cell) => cell.textContent === heading,
      );
      return [...(table?.querySelectorAll("tr") ?? [])].map((row) => row.children[index]?.className);
    };
    for (const [route, heading] of [
      ["/post_20240908", "Steps"],
      ["/post_20240908", "Ones"],
      ["/post_20240919", "Easiness"],
    ] as const)
      expect(new Set(columnOf(route, heading)), `${route}: ${heading}`).toEqual(new Set(["num"]));
    expect(new Set(columnOf("/post_20240908", "A, read 0"))).toEqual(new Set([""]));
    expect(new Set(columnOf("/post_20240919", "Next interval"))).toEqual(new Set([""]));
    const css = [...page("/post_20240908").querySelectorAll("style")]
      .map((style) => style.textContent)
      .join("");
    expect(css).toContain(".prose-article .num{text-align:right;font-variant-numeric:tabular-nums}");
  });

  it("give no element a fixed width wider than the narrowest phone", () => {
    for (const [route, body] of bodies()) {
      for (const element of body?.querySelectorAll("[width]") ?? []) {
        // Images scale down (max-width: 100%); their width attribute only reserves the space.
        if (element.tagName === "IMG") continue;
        // MathML spacing (`<mspace width="0.28em">`): a space in the formula's type size.
        if (element.closest("math")) continue;
        expect(
          Number(element.getAttribute("width")),
          `${route} ${element.outerHTML.slice(0, 80)}`,
        ).toBeLessThanOrEqual(320);
      }
      expect(body?.querySelector("[style]"), route).toBeNull();
    }
  });
});

describe("code blocks", { timeout: 60_000 }, () => {
  it("frame every listing, and say under each cut one how many lines follow and show them all", () => {
    let cut = 0;
    for (const [route, body] of bodies()) {
      for (const pre of body?.querySelectorAll("pre") ?? []) {
        const figure = pre.closest("figure.code-block");
        expect(figure, route).not.toBeNull();
        expect(pre.getAttribute("tabindex"), `${route}: a block that scrolls is reached by keyboard`).toBe(
          "0",
        );
        const lines = pre.querySelectorAll(".line").length;
        const more = figure?.querySelector(":scope > details.code-block__more");
        if (lines < VISIBLE_CODE_LINES + MIN_FOLDED_LINES) {
          // It keeps the fixed height all the same (tests/output/code-block-height.test.ts).
          expect(
            more,
            `${route}: a block that fits, or would show under 6 more lines, has no control`,
          ).toBeNull();
          continue;
        }
        cut += 1;
        const hidden = lines - VISIBLE_CODE_LINES;
        expect(more?.querySelector("summary")?.textContent, route).toContain(
          `${hidden} more ${hidden === 1 ? "line" : "lines"} · Show all ${lines}`,
        );
        // A control, not content: search excerpts must not read "Show all 18".
        expect(more?.hasAttribute("data-pagefind-ignore"), route).toBe(true);
        // Labels, not content: excerpts must not read "ShellWALG_VERSION=v3.0.7".
        expect(
          figure?.querySelector(":scope > figcaption")?.hasAttribute("data-pagefind-ignore"),
          route,
        ).toBe(true);
      }
    }
    // The review counted 102 cut blocks; the check must have found the long ones.
    expect(cut).toBeGreaterThan(50);
  });
});
