import type { Element, Root } from "hast";
import { h } from "hastscript";
import { createHighlighter } from "shiki";
import { describe, expect, it } from "vitest";
import { CODE_THEME_NAME } from "../code-theme";
import { rehypeCodeBlocks } from "../highlight.server";
import type { Report } from "../report";
import { articleFixture, documentOf } from "./render-fixture";

/**
 * What the code highlighter does past the frame (code-blocks.test.ts): the text it shows, the
 * spans it writes, and the styles the stylesheet lacks.
 */
describe("a highlighted code block", () => {
  it("shows the code's text exactly, with no line added at its end", async () => {
    const { body } = documentOf(await articleFixture("```ts\nconst a = 1;\n```").html());
    const figure = body.lastElementChild;
    expect(figure?.querySelector("pre")?.textContent).toBe("const a = 1;");
    // Nothing follows the listing in a block that is not folded.
    expect(figure?.tagName).toBe("FIGURE");
    expect(figure?.lastChild).toBe(figure?.querySelector("pre"));
    expect(body.lastChild).toBe(figure);
  });

  it("writes a run of tokens of one colour as one span", async () => {
    const html = await articleFixture("```bash\naz storage account create --name x\n```").html();
    const tokens = [...documentOf(html).querySelectorAll(".line > span")];
    const run = tokens.find((token) => token.textContent === " storage account create --name x");
    expect(run?.className).toMatch(/^s\w+$/);
  });

  it("leaves inline code at the start of a paragraph as it is", async () => {
    const html = await articleFixture("`x` then text.").html();
    expect(html).toBe("<p><code>x</code> then text.</p>");
  });
});

describe("the highlighter", () => {
  it("reports the styles a highlighting produced that code-theme.css lacks, by class", async () => {
    // A theme under the site theme's name whose colours the stylesheet does not know.
    const highlighter = await createHighlighter({
      themes: [
        {
          name: CODE_THEME_NAME,
          type: "light",
          fg: "#010203",
          bg: "#ffffff",
          settings: [{ scope: "keyword", settings: { foreground: "#abcdef" } }],
        },
      ],
      langs: ["typescript"],
    });
    const messages: string[] = [];
    const report: Report = (_node, message) => messages.push(message);
    const code: Element = h("code", { className: ["language-typescript"] }, "const a = 1;");
    const tree: Root = { type: "root", children: [h("pre", [code])] };
    rehypeCodeBlocks({ highlighter, report })(tree);
    highlighter.dispose();
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(
      /^code block highlighting produced styles code-theme\.css lacks \(s-[\w-]+(, s-[\w-]+)+\): add them to possibleCodeStyles in code-theme\.ts and run npm run code-theme$/,
    );
  });
});
