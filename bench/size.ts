import { readFileSync } from "node:fs";
import path from "node:path";
import {
  articlePages,
  gzipSize,
  kB,
  largestArticle,
  measureFirstLoad,
  pageHtmlFile,
} from "../tests/harness/first-load";
import { astroPageFor, buildAstroStarter } from "./astro-starter";

/**
 * `npm run bench:size`: gzip bytes of what the first load of each page needs (run after a build).
 * With `ASTRO_BLOG` (docs/performance.md), also every page kind and every article beside Astro's
 * blog starter built from the same articles, against issue B's targets: an article at most 1.15
 * times Astro's same article, a list or the profile at most 13.5 kB.
 */
const client = path.resolve(process.env.BUILD_DIR ?? "build", "client");
const pages = ["/", "/profile", largestArticle(client)];

const rows = pages.map((page) => {
  const load = measureFirstLoad(client, page);
  return {
    page,
    "HTML kB": kB(load.htmlGzip),
    "framework JS kB": kB(load.frameworkJsGzip),
    "own JS kB": kB(load.ownJsGzip),
    "all JS kB": kB(load.frameworkJsGzip + load.ownJsGzip),
    "CSS kB": kB(load.cssGzip),
    "other origins": load.foreign.length,
  };
});
console.log("First load, gzip (level 9):");
console.table(rows);

const ARTICLE_RATIO = 1.15;
const PAGE_BUDGET = 13_500;

const astroBlog = process.env.ASTRO_BLOG;
if (astroBlog !== undefined) {
  const dist = buildAstroStarter(astroBlog);
  const documentGzip = (folder: string, page: string) => gzipSize(readFileSync(pageHtmlFile(folder, page)));
  const comparison = ["/", "/blog", "/profile", ...articlePages(client)].map((page) => {
    const ours = documentGzip(client, page);
    const astroPage = astroPageFor(page);
    const astro = astroPage === undefined ? undefined : documentGzip(dist, astroPage);
    const isArticle = page.startsWith("/post_");
    const ratio = astro === undefined ? undefined : ours / astro;
    const met = isArticle ? ratio !== undefined && ratio <= ARTICLE_RATIO : ours <= PAGE_BUDGET;
    return {
      page,
      "ours kB": kB(ours),
      "Astro kB": astro === undefined ? "—" : kB(astro),
      ratio: ratio === undefined ? "—" : ratio.toFixed(2),
      target: isArticle ? `≤ ${ARTICLE_RATIO}×` : `≤ ${kB(PAGE_BUDGET)} kB`,
      met: met ? "yes" : "no",
    };
  });
  console.log("The document beside Astro's blog starter on the same articles, gzip (level 9):");
  console.table(comparison);
}
