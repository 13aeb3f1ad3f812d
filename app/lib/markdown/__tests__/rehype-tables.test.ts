import type { Root } from "hast";
import { h } from "hastscript";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { describe, expect, it } from "vitest";
import { rehypeTables } from "../rehype-tables";

const html = (markdown: string) =>
  String(
    unified()
      .use(remarkParse)
      .use(remarkGfm)
      .use(remarkRehype)
      .use(rehypeTables)
      .use(rehypeStringify)
      .processSync(markdown),
  );

/** The stringifier puts each row and cell on a line of its own. */
const oneLine = (markdown: string) => html(markdown).replaceAll("\n", "");

describe("a table in an article", () => {
  it("sits in its own focusable region, named by its column headings", () => {
    const page = html("| Tag | Articles |\n| --- | --- |\n| azure | 12 |\n");
    expect(page).toMatch(
      /^<section class="table-scroll" tabindex="0" aria-label="Table: Tag, Articles"><table>/,
    );
    expect(page).toMatch(/<\/table><\/section>$/);
    // The first row names it, not the body's cells.
    expect(page).not.toContain("azure, 12");
  });

  it("is named Table alone when no row has text, and skips empty headings otherwise", () => {
    expect(html("|  |  |\n| --- | --- |\n|  |  |\n")).toContain('aria-label="Table"');
    expect(html("| Tag |  |\n| --- | --- |\n| a | b |\n")).toContain('aria-label="Table: Tag"');
  });

  it("is named Table alone when its header row is empty, not by its first body row", () => {
    const page = html("|  |  |\n| --- | --- |\n| azure | 12 |\n");
    expect(page).toContain('<section class="table-scroll" tabindex="0" aria-label="Table">');
    expect(page).not.toContain("Table: azure");
  });

  it("is named Table alone when its first row holds data cells, not headings", () => {
    const tree: Root = { type: "root", children: [h("table", [h("tr", [h("td", "azure"), h("td", "12")])])] };
    rehypeTables()(tree);
    expect(tree.children[0]).toMatchObject({ tagName: "section", properties: { ariaLabel: "Table" } });
  });

  it("wraps each table once, and nothing else", () => {
    const page = html("Text.\n\n| A |\n| --- |\n| 1 |\n\n| B |\n| --- |\n| 2 |\n");
    expect(page.match(/<section/g)).toHaveLength(2);
    expect(page.match(/<table>/g)).toHaveLength(2);
    expect(page).toContain('aria-label="Table: A"');
    expect(page).toContain('aria-label="Table: B"');
    expect(page.startsWith("<p>Text.</p>")).toBe(true);
  });

  it("sets a column of numbers as numbers, its heading included, and leaves the others as text", () => {
    const page = oneLine(
      "| Machine | Steps | Easiness | Interval |\n| --- | --- | --- | --- |\n" +
        "| 2-state | 6 | 2.60 | 1 day |\n| 3-state | 47,176,870 | -3 | 6 days |\n",
    );
    expect(page).toContain('<th class="num">Steps</th><th class="num">Easiness</th><th>Interval</th>');
    expect(page).toContain('<td>2-state</td><td class="num">6</td><td class="num">2.60</td><td>1 day</td>');
    expect(page).toContain('<td class="num">47,176,870</td><td class="num">-3</td>');
    expect(page).not.toContain('<th class="num">Machine');
  });

  it("counts an empty cell or a dash as no objection, but a column of blanks is no column of numbers", () => {
    const page = oneLine("| Ones | Note |\n| --- | --- |\n| 4 | |\n| — | |\n| 99.9% | |\n");
    expect(page).toContain('<th class="num">Ones</th><th>Note</th>');
    expect(page).toContain('<td class="num">—</td><td></td>');
  });
});
