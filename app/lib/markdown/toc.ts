import type { Element, Root } from "hast";
import { headingRank } from "hast-util-heading-rank";
import { toString } from "hast-util-to-string";
import { visit } from "unist-util-visit";

/** A `##` section with its `###` subsections, as the table of contents lists them. */
export interface TocSection {
  id: string;
  text: string;
  subsections: { id: string; text: string }[];
}

/** Short articles read fine without an outline; three sections or more get one. */
export const MIN_TOC_SECTIONS = 3;

/** The References heading that footnotes add is the page's, not one of the article's sections. */
export const FOOTNOTES_HEADING_ID = "footnote-label";

/** Whether a heading is an article section that gets an anchor link and a place in the outline. */
export function isSectionHeading(node: Element): boolean {
  const rank = headingRank(node);
  return (
    (rank === 2 || rank === 3) &&
    typeof node.properties.id === "string" &&
    node.properties.id !== FOOTNOTES_HEADING_ID
  );
}

/**
 * Collects the table of contents from the slugged headings, in document order, sections holding
 * their subsections, or null for an article with fewer than three sections. Built at compile
 * time, so the page only renders it.
 */
export function rehypeToc({ onToc }: { onToc: (toc: TocSection[] | null) => void }) {
  return (tree: Root) => {
    const sections: TocSection[] = [];
    visit(tree, "element", (node: Element) => {
      if (!isSectionHeading(node)) return;
      const heading = { id: String(node.properties.id), text: toString(node).trim() };
      const parent = sections.at(-1);
      if (headingRank(node) === 3 && parent) parent.subsections.push(heading);
      else sections.push({ ...heading, subsections: [] });
    });
    onToc(sections.length >= MIN_TOC_SECTIONS ? sections : null);
  };
}
