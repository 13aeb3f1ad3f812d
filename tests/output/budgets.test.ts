import { describe, expect, it } from "vitest";
import { kB, largestArticle, measureFirstLoad } from "../harness/first-load";
import { posts } from "../../e2e/site-routes";
import { tagPagePath } from "../../app/lib/urls/paths";
import { tagCounts } from "../../app/lib/tag-pages";
import { BASE_PATH, CLIENT_DIR } from "./built-site";

// Bytes are deterministic, so the budgets are tests; timings are benchmarks (npm run bench:*).
// The JavaScript loads on the visitor's first interaction, not with the page; the budget still
// bounds it. It grew from 125 kB when the site-wide search's button joined every page, and our
// own share from 16 to 17.5 kB (the largest article's 17.2 kB) with the tag pages' routes, the
// diagram dialog and the keys kept for a search opened before hydration.
// The tag page with the most cards.
const busiestTag = tagCounts(posts).reduce((a, b) => (b.count > a.count ? b : a)).tag;
const BUDGET = { listJs: 127_000, ownJs: 17_500, articleHtml: 100_000 };

describe("byte budgets", () => {
  it(`the first load needs at most ${kB(BUDGET.listJs)} kB of JavaScript, ${kB(BUDGET.ownJs)} kB of it ours`, () => {
    for (const route of ["/", "/blog", largestArticle(CLIENT_DIR), "/tags", tagPagePath(busiestTag)]) {
      const load = measureFirstLoad(CLIENT_DIR, route, BASE_PATH);
      expect(load.frameworkJsGzip + load.ownJsGzip, route).toBeLessThanOrEqual(BUDGET.listJs);
      expect(load.ownJsGzip, route).toBeLessThanOrEqual(BUDGET.ownJs);
      expect(load.foreign, route).toEqual([]);
    }
  });

  it(`no article's HTML is over ${kB(BUDGET.articleHtml)} kB gzip`, () => {
    for (const post of posts)
      expect(measureFirstLoad(CLIENT_DIR, post.route, BASE_PATH).htmlGzip, post.route).toBeLessThanOrEqual(
        BUDGET.articleHtml,
      );
  });
});

/**
 * Each page kind's whole document, gzip (its HTML with its inline CSS and scripts): the lists, the
 * profile, the tag pages and the archive at most 13.5 kB, the weight of Astro's blog starter's
 * counterpart pages built from the same articles (issue B; docs/performance.md has the figures).
 * An article's budget is what it weighs today, above the 1.15 × Astro target (13 kB): its markup
 * alone (the highlighted code) outweighs that. The two list pages are held at what they weigh:
 * 13.40 kB by GNU gzip -9, the measure, but 13.51 by Node's zlib at level 9, which this
 * test uses (its deflate packs this page about 100 bytes worse).
 */
const PAGE_BUDGETS: Record<string, number> = {
  "/": 13_600,
  "/blog": 13_600,
  "/profile": 13_500,
  "/tags": 13_500,
  [tagPagePath(busiestTag)]: 13_500,
  "/archive": 13_500,
  "/post_20250823": 22_000,
};

describe("page weight by kind", () => {
  it("the lists, the profile, the tag pages and the archive stay at 13.5 kB gzip; an article at its budget", () => {
    for (const [route, budget] of Object.entries(PAGE_BUDGETS))
      expect(measureFirstLoad(CLIENT_DIR, route, BASE_PATH).htmlGzip, route).toBeLessThanOrEqual(budget);
  });
});
