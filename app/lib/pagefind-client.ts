import { SEARCH_INDEX_FOLDER, SEARCH_PARTS_FILE } from "./search-index-files";

/** The part of Pagefind's browser API (`pagefind.js`, written by the build) the dialog uses. */
export interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
  locations: number[];
  /** Each match's weight (headings count more) and score; missing in older Pagefind versions. */
  weighted_locations?: { weight: number; balanced_score: number; location: number }[];
}

export interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: { title?: string; date?: string };
  sub_results: PagefindSubResult[];
}

interface PagefindOptions {
  baseUrl?: string;
  excerptLength?: number;
}

interface PagefindModule {
  options(options: PagefindOptions): Promise<void>;
  init(): Promise<void>;
  mergeIndex(indexPath: string, options?: PagefindOptions): Promise<void>;
  debouncedSearch(
    query: string,
    options?: object,
    debounceMs?: number,
  ): Promise<{ results: { id: string; data(): Promise<PagefindResultData> }[] } | null>;
}

let loading: Promise<PagefindModule> | undefined;

const OPTIONS: PagefindOptions = { baseUrl: "/", excerptLength: 24 };

/** The index's parts after the first (a large blog's, see exporter/passes/search-index.ts). */
async function otherParts(folder: string): Promise<string[]> {
  const response = await fetch(`${folder}${SEARCH_PARTS_FILE}`);
  if (!response.ok) throw new Error(`The search index's ${SEARCH_PARTS_FILE} answered ${response.status}`);
  return (await response.json()) as string[];
}

/**
 * Loads Pagefind from the published site (under the base path) on first use and starts fetching
 * its index, every part of it merged into one search; later calls share the same module.
 */
export function loadPagefind(base = import.meta.env.BASE_URL): Promise<PagefindModule> {
  loading ??= (async () => {
    const folder = `${base}${SEARCH_INDEX_FOLDER}/`;
    const parts = otherParts(folder);
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

/** One article found: its best sections, in the article's order. */
export interface SearchHit {
  id: string;
  title: string;
  /** `YYYY-MM-DD`, when the page declares it. */
  isoDate?: string;
  sections: SearchSection[];
}

export interface SearchSection {
  /** Text with `<mark>` around the matched words, as Pagefind escapes it. */
  excerpt: string;
  /** The section's heading, when the match is in one below the title. */
  section?: string;
  /** The route to open, with the section's fragment: `/post_20250823#restore`. */
  to: string;
}

/** Sections shown per article: enough to offer "Point-in-time recovery" beside "Install". */
export const SECTIONS_PER_HIT = 3;

/** `/post_20250823/#restore` → `/post_20250823#restore`: the site's routes have no trailing slash. */
export function routeOf(url: string): string {
  const [path = "/", fragment] = url.split("#");
  const route = path.replace(/\/index\.html$/, "").replace(/(.)\/$/, "$1") || "/";
  return fragment === undefined || fragment === "" ? route : `${route}#${fragment}`;
}

/** How well a section matches: its matches' scores (headings weigh more), or their count. */
function score(result: PagefindSubResult): number {
  const weighted = result.weighted_locations;
  if (weighted === undefined || weighted.length === 0) return result.locations.length;
  return weighted.reduce((sum, match) => sum + match.balanced_score, 0);
}

function toSection(result: PagefindSubResult): SearchSection {
  const inSection = result.url.includes("#");
  return {
    excerpt: result.excerpt,
    section: inSection ? result.title : undefined,
    to: routeOf(result.url),
  };
}

/** The References list's heading (remark-rehype's footnote label): a list of titles, not prose. */
const REFERENCES_FRAGMENT = "#footnote-label";

/**
 * One hit per article, with up to SECTIONS_PER_HIT of its sections, the best-matching ones, in the
 * order the article has them; a match in the text before the first section heading points at the
 * article itself. The References list is offered only when nothing else matches: its titles name
 * the topic often, and an excerpt of them reads as a list of links.
 */
export function toHit(id: string, data: PagefindResultData): SearchHit {
  const found = data.sub_results.filter((result) => result.locations.length > 0);
  const prose = found.filter((result) => !result.url.endsWith(REFERENCES_FRAGMENT));
  const matching = prose.length > 0 ? prose : found;
  const best = new Set([...matching].sort((a, b) => score(b) - score(a)).slice(0, SECTIONS_PER_HIT));
  const sections = matching.filter((result) => best.has(result)).map(toSection);
  return {
    id,
    title: data.meta.title ?? routeOf(data.url),
    isoDate: data.meta.date,
    sections: sections.length > 0 ? sections : [{ excerpt: data.excerpt, to: routeOf(data.url) }],
  };
}
