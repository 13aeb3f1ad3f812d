import type { Element, Root } from "hast";
import { toString } from "hast-util-to-string";
import { h } from "hastscript";
import { SKIP, visit } from "unist-util-visit";

/** The column headings of a table, as a short name for the region that scrolls it. */
function tableName(table: Element): string {
  let headings: string[] = [];
  visit(table, "element", (node: Element) => {
    if (headings.length > 0 || node.tagName !== "tr") return;
    headings = node.children
      .filter((cell): cell is Element => cell.type === "element")
      .map((cell) => toString(cell).trim())
      .filter(Boolean);
  });
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
