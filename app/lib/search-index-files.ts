/** Where the build writes the search index in the published site, and the browser loads it. */
export const SEARCH_INDEX_FOLDER = "pagefind";

/**
 * In SEARCH_INDEX_FOLDER: the folders of the index's parts after the first, as a JSON array
 * (`["part-2/"]`; `[]` for a blog indexed in one part). See exporter/passes/search-index.ts.
 */
export const SEARCH_PARTS_FILE = "parts.json";
