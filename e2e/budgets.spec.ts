import path from "node:path";
import { expect, test } from "@playwright/test";
import { kB, largestArticle, measureFirstLoad } from "../scripts/bench/first-load";
import { posts } from "./site-routes";
import { tagPagePath } from "../app/lib/paths";
import { tagCounts } from "../app/lib/tag-pages";

// The tag page with the most cards.
const busiestTag = tagCounts(posts).reduce((a, b) => (b.count > a.count ? b : a)).tag;

// Bytes are deterministic, so the budgets are tests; timings are benchmarks (npm run bench:*).
const client = path.resolve(process.env.BUILD_DIR ?? "build", "client");
const base = process.env.BASE_PATH ?? "/";
// The JavaScript loads on the visitor's first interaction, not with the page; the budget still
// bounds it. It grew from 125 kB when the site-wide search's button joined every page.
const BUDGET = { listJs: 127_000, ownJs: 16_000, articleHtml: 100_000 };

test.describe("byte budgets", () => {
  test(`the list's first load needs at most ${kB(BUDGET.listJs)} kB of JavaScript, ${kB(BUDGET.ownJs)} kB of it ours`, () => {
    for (const page of ["/", "/blog", largestArticle(client), "/tags", tagPagePath(busiestTag)]) {
      const load = measureFirstLoad(client, page, base);
      expect(load.frameworkJsGzip + load.ownJsGzip, page).toBeLessThanOrEqual(BUDGET.listJs);
      expect(load.ownJsGzip, page).toBeLessThanOrEqual(BUDGET.ownJs);
      expect(load.foreign, page).toEqual([]);
    }
  });

  test(`no article's HTML is over ${kB(BUDGET.articleHtml)} kB gzip`, () => {
    for (const post of posts) {
      expect(measureFirstLoad(client, post.route, base).htmlGzip, post.route).toBeLessThanOrEqual(
        BUDGET.articleHtml,
      );
    }
  });
});
