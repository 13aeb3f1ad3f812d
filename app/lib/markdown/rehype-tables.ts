import type { Element, Root } from "hast";
import { toString } from "hast-util-to-string";
import { h } from "hastscript";
import { select, selectAll } from "hast-util-select";
import { SKIP, visit } from "unist-util-visit";

/**
 * The column headings of a table, as a short name for the region that scrolls it: the header
 * cells of its first row. A table without headings (an empty header row, or a first row of data
 * cells) is named "Table" alone, never by its data.
 */
function tableName(table: Element): string {
  const headings = selectAll("th", select("tr", table))
    .map((cell) => toString(cell).trim())
    .filter(Boolean);
  return headings.length === 0 ? "Table" : `Table: ${headings.join(", ")}`;
}

/** A cell that holds a number alone: `14`, `-3`, `2.60`, `47,176,870`, `99.9%`. */
const NUMBER = /^[+\-−]?(\d{1,3}(,\d{3})+|\d+)(\.\d+)?%?$/;
/** What a column of numbers may hold where it has none: nothing, or a dash. */
const NO_NUMBER = /^[-–—]?$/;

/** The class of a cell in a column of numbers (app/styles/article.css: right-aligned, tabular). */
export const NUMBER_CELL_CLASS = "num";

// A Markdown table's cells hold text only, never another table.
const cellsOf = (row: Element) => selectAll("td, th", row);

/**
 * Marks the columns whose body cells are all numbers (at least one; an empty cell or a dash is no
 * objection), their heading included, so their digits line up on the right like the figures of a
 * ledger: decided from the cells' text at compile time, the browser has no selector for it.
 */
function markNumberColumns(table: Element): void {
  const rows = selectAll("tr", table);
  const [head, ...body] = rows;
  if (head === undefined || body.length === 0) return;
  const columns = cellsOf(head).length;
  for (let column = 0; column < columns; column += 1) {
    const texts = body.map((row) => toString(cellsOf(row)[column] ?? h("td")).trim());
    const numbers = texts.filter((text) => NUMBER.test(text)).length;
    if (numbers === 0 || !texts.every((text) => NUMBER.test(text) || NO_NUMBER.test(text))) continue;
    for (const row of rows) {
      const cell = cellsOf(row)[column];
      if (cell === undefined) continue;
      const classes = Array.isArray(cell.properties.className) ? cell.properties.className : [];
      cell.properties.className = [...classes, NUMBER_CELL_CLASS];
    }
  }
}

/**
 * A table wider than a phone must not widen the page: each one sits in its own region that
 * scrolls sideways. The region is focusable, so keyboard users can scroll it with the arrow keys,
 * and named by the table's column headings, so screen readers say what that stop is. Its columns
 * of numbers are marked to be set as such.
 */
export function rehypeTables() {
  return (tree: Root) => {
    visit(tree, "element", (node: Element, index, parent) => {
      if (node.tagName !== "table" || parent === undefined || index === undefined) return;
      markNumberColumns(node);
      // A named <section> is a region landmark of its own.
      parent.children[index] = h("section.table-scroll", { tabIndex: 0, ariaLabel: tableName(node) }, [node]);
      return SKIP;
    });
  };
}
