import { describe, expect, it } from "vitest";
import { compileStylesheet, usedCss, type PageVocabulary } from "../used-css.server";

const page = (
  classes: string[],
  tags: string[] = ["html", "body", "main"],
  attributes: string[] = [],
): PageVocabulary => ({
  classes: new Set([...classes, "js", "dark"]),
  ids: new Set(["main"]),
  tags: new Set(tags),
  attributes: new Set([...attributes, "open"]),
});

const cut = (css: string, vocabulary: PageVocabulary) => usedCss(compileStylesheet(css), vocabulary);

describe("the CSS a page carries", () => {
  it("keeps the rules its markup can use, drops the others, and drops what empties", () => {
    const css = ".card{padding:1rem}.chip{margin:0}@media (width>=40rem){.chip{margin:1px}}main p{color:red}";
    expect(cut(css, page(["card"]))).toBe(".card{padding:1rem}");
    expect(cut(css, page(["chip"], ["main", "p"]))).toBe(
      ".chip{margin:0}@media (width>=40rem){.chip{margin:1px}}main p{color:red}",
    );
  });

  it("asks for one of the selectors of :is() and :where(), and for nothing inside :not()", () => {
    const css =
      ".prose :where(blockquote):not(:where(.not-prose)){margin:0}.prose :where(table):not(:where(.not-prose)){width:100%}";
    expect(cut(css, page(["prose"], ["main", "blockquote"]))).toBe(
      ".prose :where(blockquote):not(:where(.not-prose)){margin:0}",
    );
  });

  it("styles a form field's parts only on a page with a form field", () => {
    const css = "::placeholder{opacity:1}::-webkit-datetime-edit{padding:0}";
    expect(cut(css, page([]))).toBe("");
    expect(cut(css, page([], ["main", "input"]))).toBe(css);
  });

  it("keeps a rule when any selector of its list fits", () => {
    expect(cut("h1,.title{font-weight:700}", page([], ["h1"]))).toBe("h1,.title{font-weight:700}");
  });

  it("keeps the dark theme, hover and focus states, and what <details> shows when opened", () => {
    const css =
      ".a:where(.dark,.dark *){color:white}@media (hover:hover){.a:hover{color:red}}.a:focus-visible{outline:1px}details[open] .a{display:block}";
    expect(cut(css, page(["a"], ["details"]))).toBe(css);
  });

  it("keeps what the boot script marks before the app runs (`js`) and the layers' order", () => {
    const css = "@layer theme,base;:where(.js) .toggle{visibility:visible}";
    expect(cut(css, page(["toggle"]))).toBe(css);
  });

  it("defines only the custom properties its rules read, and what those read in turn", () => {
    const css =
      ':root{--accent:var(--blue);--blue:#00f;--red:red}@property --tw-shadow{syntax:"*";inherits:false}@property --tw-ring{syntax:"*";inherits:false}.link{color:var(--accent)}.card{--tw-shadow:0 1px red;box-shadow:var(--tw-shadow)}';
    expect(cut(css, page(["link", "card"]))).toBe(
      ':root{--accent:var(--blue);--blue:#00f}@property --tw-shadow{syntax:"*";inherits:false}.link{color:var(--accent)}.card{--tw-shadow:0 1px red;box-shadow:var(--tw-shadow)}',
    );
    expect(cut(css, page([]))).toBe("");
  });

  it("drops rules for ids and attributes the page does not have", () => {
    const css = "#search{top:0}[data-footnote-ref]{padding:2px}";
    expect(cut(css, page([]))).toBe("");
    expect(
      cut(css, { ...page([]), ids: new Set(["search"]), attributes: new Set(["data-footnote-ref"]) }),
    ).toBe(css);
  });
});
