import type { Element, Root } from "hast";
import { toString } from "hast-util-to-string";
import { h } from "hastscript";
import { CONTINUE, EXIT, SKIP, visit } from "unist-util-visit";

/**
 * The column headings of a table, as a short name for the region that scrolls it: the header
 * cells of its first row. A table without headings (an empty header row, or a first row of data
 * cells) is named "Table" alone, never by its data.
 */
function tableName(table: Element): string {
  let firstRow: Element | undefined;
  visit(table, "element", (node: Element) => {
    if (node.tagName !== "tr") return CONTINUE;
    firstRow = node;
    return EXIT;
  });
  const headings = (firstRow?.children ?? [])
    .filter((cell): cell is Element => cell.type === "element" && cell.tagName === "th")
    .map((cell) => toString(cell).trim())
    .filter(Boolean);
  return headings.length === 0 ? "Table" : `Table: ${headings.join(", ")}`;
}

/**
 * A table wider than a phone must not widen the page: each one sits in its own region that
 * scrolls sideways. The region is focusable, so keyboard users can scroll it with the arrow keys,
 * and named by the table's column headings, so screen readers say what that stop is.
 */
export function rehypeTables() {
  return (tree: Root) => {
    visit(tree, "element", (node: Element, index, parent) => {
      if (node.tagName !== "table" || parent === undefined || index === undefined) return;
      // A named <section> is a region landmark of its own.
      parent.children[index] = h("section.table-scroll", { tabIndex: 0, ariaLabel: tableName(node) }, [node]);
      return SKIP;
    });
  };
}
