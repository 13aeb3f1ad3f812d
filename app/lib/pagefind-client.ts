import { SEARCH_INDEX_FOLDER, SEARCH_PARTS_FILE } from "./search-index-files";

/** The part of Pagefind's browser API (`pagefind.js`, written by the build) the dialog uses. */
export interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
  locations: number[];
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

export interface SearchHit {
  id: string;
  title: string;
  /** `YYYY-MM-DD`, when the page declares it. */
  isoDate?: string;
  /** Text with `<mark>` around the matched words, as Pagefind escapes it. */
  excerpt: string;
  /** The section the match is in, when it is in one below the title. */
  section?: string;
  /** The route to open, with the section's fragment: `/post_20250823#restore`. */
  to: string;
}

/** `/post_20250823/#restore` → `/post_20250823#restore`: the site's routes have no trailing slash. */
export function routeOf(url: string): string {
  const [path = "/", fragment] = url.split("#");
  const route = path.replace(/\/index\.html$/, "").replace(/(.)\/$/, "$1") || "/";
  return fragment === undefined || fragment === "" ? route : `${route}#${fragment}`;
}

/**
 * One hit per article, pointing at the section with the most matches; a match in the text before
 * the first section heading points at the article itself.
 */
export function toHit(id: string, data: PagefindResultData): SearchHit {
  const best = [...data.sub_results].sort((a, b) => b.locations.length - a.locations.length)[0];
  const inSection = best !== undefined && best.url.includes("#");
  return {
    id,
    title: data.meta.title ?? routeOf(data.url),
    isoDate: data.meta.date,
    excerpt: best?.excerpt ?? data.excerpt,
    section: inSection ? best.title : undefined,
    to: routeOf(inSection ? best.url : data.url),
  };
}
