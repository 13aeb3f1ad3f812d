/** One heading of an article's outline: `##` sections and their `###` subsections. */
export interface TocEntry {
  id: string;
  text: string;
  depth: 2 | 3;
}

/** A `##` section with its `###` subsections, as the table of contents lists them. */
export interface TocSection {
  id: string;
  text: string;
  subsections: { id: string; text: string }[];
}

/** Short articles read fine without an outline; three sections or more get one. */
export const MIN_TOC_SECTIONS = 3;

/**
 * The table of contents of an article, sections holding their subsections, or null for an
 * article with fewer than three sections. Built at compile time, so the page only renders it.
 */
export function tableOfContents(toc: readonly TocEntry[]): TocSection[] | null {
  const sections: TocSection[] = [];
  for (const { id, text, depth } of toc) {
    const parent = sections.at(-1);
    if (depth === 3 && parent) parent.subsections.push({ id, text });
    else sections.push({ id, text, subsections: [] });
  }
  return sections.length >= MIN_TOC_SECTIONS ? sections : null;
}
