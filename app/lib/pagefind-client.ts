import { codeListingOf } from "./search-code-listings";
import { SEARCH_INDEX_FOLDER, SEARCH_PARTS_FILE } from "./search-index-files";
import { answersQuery, identifiersMatching, searchTerms, searchWord } from "./search-terms";

/** The part of Pagefind's browser API (`pagefind.js`, written by the build) the dialog uses. */
export interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
  locations: number[];
  /** Each match's weight (headings count more) and score; missing in older Pagefind versions. */
  weighted_locations?: { weight: number; balanced_score: number; location: number }[];
}

/** An element with an id in the page's indexed text: a heading opens a section. */
export interface PagefindAnchor {
  element: string;
  id: string;
  text?: string;
  /** Where it starts in the content, in words. */
  location: number;
}

export interface PagefindResultData {
  url: string;
  excerpt: string;
  /** The page's title and date, and the text of its code listings (search-code-listings.ts). */
  meta: Record<string, string | undefined> & { title?: string; date?: string };
  sub_results: PagefindSubResult[];
  /** The indexed text, its words separated by whitespace; `locations` index into it. */
  content: string;
  locations: number[];
  anchors: PagefindAnchor[];
}

/** One page found, before its data is loaded. */
export interface PagefindResult {
  id: string;
  /** The metadata fields the query matched in: a code listing's key when its code matched. */
  matchedMetaFields?: string[];
  data(): Promise<PagefindResultData>;
}

export interface PagefindModule {
  options(options: typeof OPTIONS): Promise<void>;
  init(): Promise<void>;
  mergeIndex(indexPath: string, options?: typeof OPTIONS): Promise<void>;
  debouncedSearch(
    query: string,
    options?: object,
    debounceMs?: number,
  ): Promise<{ results: PagefindResult[] } | null>;
  search(query: string): Promise<{ results: PagefindResult[] }>;
}

let loading: Promise<PagefindModule> | undefined;

/** The words in an excerpt, Pagefind's and the ones made here for a section found in its code. */
const OPTIONS_EXCERPT_WORDS = 24;

const OPTIONS = { baseUrl: "/", excerptLength: OPTIONS_EXCERPT_WORDS };

/**
 * Loads Pagefind from the published site (under the base path) on first use and starts fetching
 * its index, every part of it merged into one search; later calls share the same module.
 */
export function loadPagefind(): Promise<PagefindModule> {
  loading ??= (async () => {
    const folder = `${import.meta.env.BASE_URL}${SEARCH_INDEX_FOLDER}/`;
    // The index's parts after the first (a large blog's, see exporter/passes/search-index.ts).
    const parts = fetch(`${folder}${SEARCH_PARTS_FILE}`).then((response) => {
      if (!response.ok)
        throw new Error(`The search index's ${SEARCH_PARTS_FILE} answered ${response.status}`);
      return response.json() as Promise<string[]>;
    });
    // Written by the build, not bundled: Vite must leave this import to the browser.
    const pagefind = (await import(/* @vite-ignore */ `${folder}pagefind.js`)) as PagefindModule;
    await pagefind.options(OPTIONS);
    await pagefind.init();
    for (const part of await parts) await pagefind.mergeIndex(`${folder}${part}`, OPTIONS);
    return pagefind;
  })();
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/** One article found: its best sections, the best first. */
export interface SearchHit {
  id: string;
  title: string;
  /** `YYYY-MM-DD`, when the page declares it. */
  isoDate?: string;
  sections: SearchSection[];
}

export interface SearchSection {
  /** Text with `<mark>` around the matched words, escaped as Pagefind escapes it. */
  excerpt: string;
  /** The section's heading, when the match is in one below the title. */
  section?: string;
  /** The route to open, with the section's fragment: `/post_20250823#restore`. */
  to: string;
  /** Found only in the section's code: the identifiers that matched, named rather than quoted. */
  code?: string[];
}

/** Sections shown per article: enough to offer "Point-in-time recovery" beside "Install". */
const SECTIONS_PER_HIT = 3;

/** `/post_20250823/#restore` → `/post_20250823#restore`: the site's routes have no trailing slash. */
export function routeOf(url: string): string {
  const [path = "/", fragment] = url.split("#");
  const route = path.replace(/\/index\.html$/, "").replace(/(.)\/$/, "$1") || "/";
  return fragment === undefined || fragment === "" ? route : `${route}#${fragment}`;
}

/** How well a section matches: its matches' scores (headings weigh more), or their count. */
function score(result: PagefindSubResult): number {
  const weighted = result.weighted_locations ?? [];
  if (weighted.length === 0) return result.locations.length;
  return weighted.reduce((sum, match) => sum + match.balanced_score, 0);
}

/**
 * How many of the query's words a section matches. Pagefind matches query words as prefixes, so
 * each matched word is counted for the query word it shares the longest beginning with.
 */
function wordsCovered(result: PagefindSubResult, content: string[], terms: readonly string[]): number {
  const covered = new Set<string>();
  for (const location of result.locations) {
    const word = searchWord(content[location] ?? "");
    const shared = (term: string) => {
      let length = 0;
      while (length < term.length && term[length] === word[length]) length += 1;
      return length;
    };
    // The first of the query's words that shares the most (the sort is stable).
    const best = terms.toSorted((a, b) => shared(b) - shared(a))[0];
    if (best !== undefined) covered.add(best);
  }
  return covered.size;
}

const isHeading = (anchor: PagefindAnchor) => /^h[1-6]$/i.test(anchor.element);

/** The words a section opens with, after its heading, as an excerpt with nothing marked. */
function openingOf(data: PagefindResultData, heading: PagefindAnchor): string {
  const words = data.content.split(/[\r\n\s]+/);
  const start = heading.location + (heading.text?.split(/\s+/).length ?? 0);
  const next = data.anchors
    .filter((anchor) => isHeading(anchor) && anchor.location > heading.location)
    .reduce((end, anchor) => Math.min(end, anchor.location), words.length);
  const opening = words.slice(start, Math.min(next, start + OPTIONS_EXCERPT_WORDS)).join(" ");
  return opening.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}

/**
 * The sections whose code listings matched (their keys among the matched metadata fields), in
 * the article's order: each opens at its heading, shows the section's first words and names the
 * listing's identifiers that matched.
 */
function codeSections(
  data: PagefindResultData,
  matchedFields: readonly string[],
  terms: readonly string[],
): SearchSection[] {
  const listings = matchedFields
    .flatMap((key) => {
      const listing = codeListingOf(key);
      return listing ? [{ ...listing, code: data.meta[key] ?? "" }] : [];
    })
    .sort((a, b) => a.number - b.number);
  // A section's listings, in order, are one text to name identifiers from.
  const codeOf = new Map<string, string>();
  for (const { section, code } of listings) codeOf.set(section, `${codeOf.get(section) ?? ""}\n${code}`);
  return [...codeOf].map(([id, code]) => {
    const heading =
      id === "" ? undefined : data.anchors.find((anchor) => anchor.id === id && isHeading(anchor));
    return {
      excerpt: heading ? openingOf(data, heading) : data.excerpt,
      section: heading?.text,
      to: routeOf(heading ? `${data.url}#${id}` : data.url),
      code: identifiersMatching(code, terms),
    };
  });
}

/**
 * One hit per article, with up to SECTIONS_PER_HIT of its sections, the best first, so that the
 * first option (what Enter opens) is the section that matches best: the sections whose prose
 * matches more of the query's words first, then by Pagefind's weighted score (a heading's words
 * weigh more than a paragraph's), equal ones in the article's order; after them, the sections
 * whose code alone matched. A match in the text before the first section heading points at the
 * article itself. The References list is offered only when nothing else matches: its titles name
 * the topic often, and an excerpt of them reads as a list of links. `found` is what the search
 * knows beyond the page's data: the matched metadata fields (a listing's key when the query
 * matched its code) and the query's words (search-terms.ts).
 */
export function toHit(
  id: string,
  data: PagefindResultData,
  found: { matchedMetaFields?: readonly string[]; terms?: readonly string[] } = {},
): SearchHit {
  const terms = found.terms ?? [];
  const content = data.content.split(/[\r\n\s]+/);
  const covered = (result: PagefindSubResult) => wordsCovered(result, content, terms);
  const rank = (results: PagefindSubResult[]) =>
    results
      .toSorted((a, b) => covered(b) - covered(a) || score(b) - score(a))
      .map((result) => ({
        excerpt: result.excerpt,
        section: result.url.includes("#") ? result.title : undefined,
        to: routeOf(result.url),
      }));
  const matched = data.sub_results.filter((result) => result.locations.length > 0);
  // The References list's heading (remark-rehype's footnote label): a list of titles, not prose.
  const isReferences = (result: PagefindSubResult) => result.url.endsWith("#footnote-label");
  const prose = rank(matched.filter((result) => !isReferences(result)));
  const code = codeSections(data, found.matchedMetaFields ?? [], terms).filter(
    (section) => !prose.some((other) => other.to === section.to),
  );
  const references = prose.length + code.length === 0 ? rank(matched.filter(isReferences)) : [];
  const sections = [...prose, ...code, ...references].slice(0, SECTIONS_PER_HIT);
  return {
    id,
    title: data.meta.title ?? routeOf(data.url),
    isoDate: data.meta.date,
    sections: sections.length > 0 ? sections : [{ excerpt: data.excerpt, to: routeOf(data.url) }],
  };
}

/**
 * The articles that answer the query, at most `limit`, from Pagefind's results in its order:
 * those whose matched words hold every word of the query (search-terms.ts). A query with no real
 * match ("qqqq") finds none, though Pagefind returns the pages it fell back to.
 */
export async function findArticles(
  pagefind: Pick<PagefindModule, "search">,
  query: string,
  results: readonly PagefindResult[],
  limit: number,
): Promise<SearchHit[]> {
  const terms = searchTerms(query);
  // Pagefind's exact search compares stems: the pages where each word, or a form of it, is.
  const exact = await Promise.all(terms.map((term) => pagefind.search(`"${term}"`)));
  const sameStem = (term: string) => new Set(exact[terms.indexOf(term)]?.results.map(({ id }) => id));
  const pages = await Promise.all(
    results.slice(0, limit).map(async (result) => ({ result, data: await result.data() })),
  );
  return pages
    .filter(({ result, data }) => answersQuery(terms, { ...data, id: result.id }, sameStem))
    .map(({ result, data }) =>
      toHit(result.id, data, { matchedMetaFields: result.matchedMetaFields, terms }),
    );
}
