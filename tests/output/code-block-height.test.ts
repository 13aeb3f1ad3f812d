import { readdirSync } from "node:fs";
import { parseHTML } from "linkedom";
import { describe, expect, it } from "vitest";
import { VISIBLE_CODE_LINES } from "../../app/lib/markdown/highlight.server";
import { CODE_BLOCKS } from "../contract/seed-spec";
import { CLIENT_DIR, text } from "./built-site";
import { cascadedValue, stylesheetsOf } from "./cascade";

/**
 * Spec §2, "Article pages": code blocks have fixed heights. Checked on every listing of every
 * built article, with no browser: the `max-height` the page's CSS gives the listing (./cascade.ts),
 * as the page stands with scripts on (the boot script's `js` class) and no block opened. A block
 * shown whole (the `code-block--whole` of 474d758's time: 36 blocks of 18 to 22 lines) fails here;
 * e2e/reading-screens.spec.ts measures one such block's computed height in the browser.
 */
const CAP = `${CODE_BLOCKS.fixedHeightRem}rem`;

const articles = readdirSync(CLIENT_DIR)
  .filter((name) => /^post_\d{8}$/.test(name))
  .map((name) => `/${name}`);

describe("spec §2, article pages: code blocks have fixed heights", { timeout: 60_000 }, () => {
  it(`caps every listing of every article at ${CAP}, so a longer one scrolls inside it`, () => {
    const uncapped: string[] = [];
    let listings = 0;
    let taller = 0;
    for (const route of articles) {
      // A page of its own: the `js` class must not reach other tests' copies.
      const { document } = parseHTML(text(route));
      document.documentElement.classList.add("js");
      const sheets = stylesheetsOf(document);
      for (const [index, pre] of [...document.querySelectorAll("figure.code-block > pre")].entries()) {
        listings += 1;
        if (pre.querySelectorAll(".line").length > VISIBLE_CODE_LINES) taller += 1;
        const maxHeight = cascadedValue(pre, "max-height", sheets);
        if (maxHeight !== CAP)
          uncapped.push(`${route}, block ${index + 1}: max-height ${maxHeight ?? "unset"}`);
      }
    }
    expect(uncapped, `§2 code blocks have fixed heights (${CAP})`).toEqual([]);
    // Every article's listings were seen, the long ones among them.
    expect(listings).toBeGreaterThan(200);
    expect(taller).toBeGreaterThan(100);
  });

  it("has the Show all bar count the lines past the ones the fixed height holds", () => {
    // 1 rem of padding above and below, lines 1.5 rem (24 px) high (app/styles/article.css).
    expect(VISIBLE_CODE_LINES).toBe(Math.floor((CODE_BLOCKS.fixedHeightRem - 2) / 1.5));
  });
});
