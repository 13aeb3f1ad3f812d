import { readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import * as pagefind from "pagefind";
import { ARTICLE_ROUTE_PREFIX } from "../../app/lib/urls/article-route";
import { SEARCH_INDEX_FOLDER, SEARCH_PARTS_FILE } from "../../app/lib/search-index-files";

/** The route prefix of an article's page folder: `post_2025` for a year, `post_202508` for a month. */
type DatePrefix = string;

/**
 * The articles split into parts of at most `size`, as the date prefixes of their page folders,
 * newest first: whole years, and a year larger than a part by its months. The first part (the
 * newest articles) is the index the browser loads first. Pagefind keeps a whole index in memory until it is written: 0.23 MB per article here, 2.1 GB at
 * 10,000 articles. Above `size`, the articles are indexed in parts, one after the other, and the
 * browser merges them (`mergeIndex`), so the build's memory stops growing with the blog.
 * `SEARCH_PART_SIZE` changes it (the tests' 61-article site is indexed in two parts).
 */
export function searchParts(
  routes: readonly string[],
  size = Number(process.env.SEARCH_PART_SIZE ?? 2000),
): DatePrefix[][] {
  const folders = routes.map((route) => route.slice(1)).sort((a, b) => b.localeCompare(a));
  const prefixOf = (folder: string, digits: number) =>
    folder.slice(0, ARTICLE_ROUTE_PREFIX.length - 1 + digits);
  const year = (folder: string) => prefixOf(folder, 4);
  const perYear = Map.groupBy(folders, year);
  const groups = Map.groupBy(folders, (folder) =>
    (perYear.get(year(folder))?.length ?? 0) > size ? prefixOf(folder, 6) : year(folder),
  );
  const parts: DatePrefix[][] = [];
  let count = 0;
  for (const [prefix, { length }] of groups) {
    const last = parts.at(-1);
    if (last && count + length <= size) {
      last.push(prefix);
      count += length;
    } else {
      parts.push([prefix]);
      count = length;
    }
  }
  return parts;
}

/**
 * Pagefind also writes its ready-made UIs. The site uses its own dialog (their inline styles would
 * need 'unsafe-inline'), so those files are not published; nor, in the parts after the first,
 * the script and WebAssembly the first part's already bring.
 */
async function removeUnused(outputPath: string, { first }: { first: boolean }): Promise<void> {
  for (const file of await readdir(outputPath)) {
    const ui = /^pagefind-(component-|modular-)?ui\.|^pagefind-highlight\./.test(file);
    const runtime = /^pagefind(-worker)?\.js$|^wasm\./.test(file);
    if (ui || (!first && runtime)) await rm(path.join(outputPath, file));
  }
}

/** One part's index: Pagefind reads only the pages of its articles (only they have a body). */
async function writePart(
  clientDirectory: string,
  prefixes: readonly DatePrefix[],
  outputPath: string,
  language: string,
): Promise<number> {
  // The site has one language; forcing it keeps `en-US` and `en` pages in one index.
  const { index, errors } = await pagefind.createIndex({
    forceLanguage: language.split("-")[0],
    // The code blocks' copy buttons say "Copy" in every article; that is not content.
    excludeSelectors: ["[data-copy]"],
  });
  if (!index) throw new Error(`Pagefind could not start: ${errors.join("; ")}`);
  try {
    let pages = 0;
    for (const prefix of prefixes) {
      const added = await index.addDirectory({ path: clientDirectory, glob: `${prefix}*/index.html` });
      if (added.errors.length > 0) throw new Error(`Pagefind could not index: ${added.errors.join("; ")}`);
      pages += added.page_count;
    }
    const written = await index.writeFiles({ outputPath });
    if (written.errors.length > 0) throw new Error(`Pagefind could not write: ${written.errors.join("; ")}`);
    return pages;
  } finally {
    // The whole index leaves memory with Pagefind's process before the next part starts.
    await pagefind.close();
  }
}

/**
 * Indexes the prerendered articles (only what sits inside `data-pagefind-body`) with Pagefind and
 * writes the chunked index beside them: the first part in `pagefind/`, any others in
 * `pagefind/part-N/`, listed in `pagefind/parts.json` for the browser. Runs after every page has
 * its final HTML.
 */
export async function writeSearchIndex(
  clientDirectory: string,
  articleRoutes: readonly string[],
  language: string,
): Promise<void> {
  const root = path.join(clientDirectory, SEARCH_INDEX_FOLDER);
  const parts = searchParts(articleRoutes);
  const others: string[] = [];
  let pages = 0;
  for (const [number, prefixes] of parts.entries()) {
    const folder = number === 0 ? "" : `part-${number + 1}/`;
    const outputPath = path.join(root, folder);
    pages += await writePart(clientDirectory, prefixes, outputPath, language);
    await removeUnused(outputPath, { first: number === 0 });
    if (number > 0) others.push(folder);
  }
  if (pages === 0) throw new Error("Pagefind found no article to index");
  await writeFile(path.join(root, SEARCH_PARTS_FILE), JSON.stringify(others));
}
