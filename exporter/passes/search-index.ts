import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import * as pagefind from "pagefind";
import { ARTICLE_ROUTE_PREFIX } from "../../app/lib/content/posts.server";

/** The folder of the search index inside the published site; the dialog loads it from here. */
export const SEARCH_INDEX_FOLDER = "pagefind";

/**
 * Pagefind also writes its ready-made UIs. The site uses its own dialog (their inline styles would
 * need 'unsafe-inline'), so those files are not published.
 */
async function removeDefaultUi(outputPath: string): Promise<void> {
  for (const file of await readdir(outputPath)) {
    if (/^pagefind-(component-|modular-)?ui\.|^pagefind-highlight\./.test(file))
      await rm(path.join(outputPath, file));
  }
}

/**
 * The articles' pages: the only ones with a `data-pagefind-body`. Pagefind would read and parse
 * the lists and tag pages too, to skip them (0.6 s of 3.7 at 1,000 articles).
 */
const ARTICLE_PAGES = `${ARTICLE_ROUTE_PREFIX.slice(1)}*/index.html`;

/**
 * Indexes the prerendered articles (only what sits inside `data-pagefind-body`) with Pagefind and
 * writes the chunked index beside them. Runs after every page has its final HTML.
 */
export async function writeSearchIndex(clientDirectory: string, language: string): Promise<void> {
  // The site has one language; forcing it keeps `en-US` and `en` pages in one index.
  const { index, errors } = await pagefind.createIndex({
    forceLanguage: language.split("-")[0],
    // The code blocks' copy buttons say "Copy" in every article; that is not content.
    excludeSelectors: ["[data-copy]"],
  });
  if (!index) throw new Error(`Pagefind could not start: ${errors.join("; ")}`);
  try {
    const added = await index.addDirectory({ path: clientDirectory, glob: ARTICLE_PAGES });
    if (added.errors.length > 0) throw new Error(`Pagefind could not index: ${added.errors.join("; ")}`);
    if (added.page_count === 0) throw new Error("Pagefind found no article to index");
    const written = await index.writeFiles({ outputPath: path.join(clientDirectory, SEARCH_INDEX_FOLDER) });
    if (written.errors.length > 0) throw new Error(`Pagefind could not write: ${written.errors.join("; ")}`);
    await removeDefaultUi(written.outputPath);
  } finally {
    await pagefind.close();
  }
}
