import type { Element, Root } from "hast";
import { headingRank } from "hast-util-heading-rank";
import { toString } from "hast-util-to-string";
import { visit } from "unist-util-visit";
import type { TocEntry } from "./toc";

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

/** Collects the outline from the slugged headings, in document order. */
export function rehypeToc({ onToc }: { onToc: (toc: TocEntry[]) => void }) {
  return (tree: Root) => {
    const toc: TocEntry[] = [];
    visit(tree, "element", (node: Element) => {
      if (!isSectionHeading(node)) return;
      toc.push({
        id: String(node.properties.id),
        text: toString(node).trim(),
        depth: headingRank(node) === 2 ? 2 : 3,
      });
    });
    onToc(toc);
  };
}
