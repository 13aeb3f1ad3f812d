/** One heading of an article's outline: `##` sections and their `###` subsections. */
export interface TocEntry {
  id: string;
  text: string;
  depth: 2 | 3;
}

/** Short articles read fine without an outline; three sections or more get one. */
export const MIN_TOC_SECTIONS = 3;

export function showsTableOfContents(toc: readonly TocEntry[]): boolean {
  return toc.filter((entry) => entry.depth === 2).length >= MIN_TOC_SECTIONS;
}
