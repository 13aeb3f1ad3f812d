import type { PagefindResultData } from "./pagefind-client";

/**
 * Whether a page Pagefind found really has the words searched for.
 *
 * Pagefind matches each query word as a prefix of the indexed words, after stemming both; and
 * when no indexed word starts with it, it falls back to the longest indexed word the query word
 * starts with: "qqqq" matches the variable `q`, "zzzz" the `z` of a zod schema. Such a page does not
 * contain what was asked for, so the search must say that nothing matches.
 *
 * A page answers a query word when one of its matched words contains the word as typed
 * (`traceql` in "TraceQL.", `walgversion` in `WALG_VERSION=v3`), or when Pagefind's own exact search
 * finds the word on it: that compares stems, so "restoring" still finds "restored". The fallback
 * passes neither test: its word is shorter than the query word, and is not its stem.
 */

/**
 * A word as the comparison sees it: lower case, without diacritics, letters and digits only, as
 * Pagefind indexes a whole word (`WAL-G` → `walg`, `WALG_VERSION` → `walgversion`).
 */
export function searchWord(word: string): string {
  return word
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, "");
}

/** The words of a query, each as searchWord has it; words of punctuation alone are dropped. */
export function searchTerms(query: string): string[] {
  return [...new Set(query.split(/\s+/).map(searchWord))].filter((term) => term !== "");
}

/** What a page found offers for the comparison, with Pagefind's id of it. */
export type FoundPage = Pick<PagefindResultData, "content" | "locations" | "meta"> & { id: string };

/**
 * Whether the page answers every word of the query, looked for in its matched words and its
 * metadata's. `sameStem(term)` holds the ids of the pages Pagefind's exact search (`"term"`) finds
 * for that word.
 */
export function answersQuery(
  terms: readonly string[],
  page: FoundPage,
  sameStem: (term: string) => ReadonlySet<string>,
): boolean {
  const content = page.content.split(/\s+/);
  const matched = page.locations.map((location) => content[location] ?? "");
  const meta = Object.values(page.meta).flatMap((value) => value?.split(/\s+/) ?? []);
  const words = [...matched, ...meta].map(searchWord);
  return terms.every((term) => sameStem(term).has(page.id) || words.some((word) => word.includes(term)));
}

/**
 * The identifiers of a code listing that contain a query word, as written (`NodeSDK`,
 * `WALG_VERSION`): what a result found only in code names instead of quoting the listing.
 */
export function identifiersMatching(code: string, terms: readonly string[], limit = 3): string[] {
  const found = new Set<string>();
  // Tokens between spaces, brackets, quotes and operators, without the punctuation at their ends:
  // `wal-g`, `z.object`, `WALG_VERSION` (of `WALG_VERSION=v3`).
  for (const token of code.split(/[\s()[\]{}<>"'`=,;:|&!?*+]+/u)) {
    const identifier = token.replace(/^[^\p{L}\p{N}_$]+|[^\p{L}\p{N}_$]+$/gu, "");
    const word = searchWord(identifier);
    if (word !== "" && terms.some((term) => word.includes(term))) found.add(identifier);
    if (found.size === limit) break;
  }
  return [...found];
}
