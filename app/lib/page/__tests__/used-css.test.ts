import { describe, expect, it } from "vitest";
import {
  attributeValueKeys,
  compileStylesheet,
  usedCss,
  usedCssOfPage,
  valuesAskedFor,
  type PageVocabulary,
} from "../used-css.server";

const page = (
  classes: string[],
  tags: string[] = ["html", "body", "main"],
  attributes: Record<string, string> = {},
): PageVocabulary => ({
  classes: new Set([...classes, "js", "dark"]),
  ids: new Set(["main"]),
  tags: new Set(tags),
  attributes: new Set([...Object.keys(attributes), "open"]),
  attributeValues: new Set(
    Object.entries(attributes).flatMap(([name, value]) => attributeValueKeys(name, value)),
  ),
  classesAlongside: new Map(),
});

const cut = (css: string, vocabulary: PageVocabulary) => usedCss(compileStylesheet(css), vocabulary);
const cutPage = (sheets: string[], vocabulary: PageVocabulary) =>
  usedCssOfPage(sheets.map(compileStylesheet), vocabulary);

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

  it("styles a form field's parts only on a page with a field that has them", () => {
    const css =
      "::placeholder{opacity:1}::-webkit-datetime-edit{padding:0}::file-selector-button{margin:0}::-webkit-search-decoration{appearance:none}";
    expect(cut(css, page([]))).toBe("");
    // A text box has a placeholder, and none of a date's, a file's or a search box's parts.
    expect(cut(css, page([], ["main", "input"], { type: "text" }))).toBe("::placeholder{opacity:1}");
    expect(cut(css, page([], ["main", "textarea"]))).toBe("::placeholder{opacity:1}");
    expect(cut(css, page([], ["main", "input"], { type: "Date" }))).toBe(
      "::placeholder{opacity:1}::-webkit-datetime-edit{padding:0}",
    );
    expect(cut(css, page([], ["main", "input"], { type: "file" }))).toContain("::file-selector-button");
    expect(cut(css, page([], ["main", "input"], { type: "search" }))).toContain(
      "::-webkit-search-decoration",
    );
  });

  it("keeps a rule when any selector of its list fits, with the selectors that fit", () => {
    expect(cut("h1,.title{font-weight:700}", page([], ["h1"]))).toBe("h1{font-weight:700}");
    expect(cut("h1,.title{font-weight:700}", page(["title"], ["h1"]))).toBe("h1,.title{font-weight:700}");
    expect(cut("h1,h2,h3{margin:0}", page([], ["h2", "h3"]))).toBe("h2,h3{margin:0}");
  });

  it("keeps the dark theme, hover and focus states, and what <details> shows when opened", () => {
    const css =
      ".a:where(.dark,.dark *){color:white}@media (hover:hover){.a:hover{color:red}}.a:focus-visible{outline:1px}details[open] .a{display:block}";
    expect(cut(css, page(["a"], ["details"]))).toBe(css);
    // An opened <details> has `open="…"` of any value.
    expect(cut("details[open=''] .a{display:block}", page(["a"], ["details"]))).toBe(
      "details[open=''] .a{display:block}",
    );
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

  it("asks an attribute selector's value of the page: `type=A` is not `type=button`, `class~=lead` is the class", () => {
    const css =
      ".prose :where(ol[type=A s]){list-style-type:upper-alpha}.prose :where([class~=lead]){font-size:1.25em}a[rel~=prev]{order:1}a[href^=http]{color:red}";
    const list = page(["prose"], ["ol", "a"], { type: "button", rel: "noopener noreferrer", href: "/x" });
    expect(cut(css, list)).toBe("a[href^=http]{color:red}");
    expect(cut(css, page(["prose", "lead"], ["ol", "a"], { type: "A", rel: "prev", href: "/x" }))).toBe(css);
  });

  it("drops a rule's custom properties that no kept rule reads, and keeps those one does", () => {
    const css =
      ".prose{color:var(--tw-prose-body);--tw-prose-body:var(--slate-700);--tw-prose-kbd:var(--slate-900);max-width:65ch}:root{--slate-700:#333;--slate-900:#111}";
    expect(cut(css, page(["prose"]))).toBe(
      ".prose{color:var(--tw-prose-body);--tw-prose-body:var(--slate-700);max-width:65ch}:root{--slate-700:#333}",
    );
  });

  it("cuts a page's stylesheets together: one may read what another defines", () => {
    expect(
      cutPage([":root{--accent:blue;--unused:red}", ".link{color:var(--accent)}"], page(["link"])),
    ).toEqual([":root{--accent:blue}", ".link{color:var(--accent)}"]);
  });

  it("does not define again, in the same layer, what an earlier stylesheet defined with the same value", () => {
    const first =
      '@layer theme{:root,:host{--spacing:.25rem;--red:red}}@property --tw-x{syntax:"*";inherits:false}.a{margin:var(--spacing);color:var(--red);--tw-x:0;translate:var(--tw-x)}';
    const second =
      '@layer theme{:root,:host{--spacing:.25rem;--red:#f00}}@property --tw-x{syntax:"*";inherits:false}.b{padding:var(--spacing);color:var(--red)}';
    expect(cutPage([first, second], page(["a", "b"]))).toEqual([
      first,
      // --spacing and the @property are as the first left them; --red changes.
      "@layer theme{:root,:host{--red:#f00}}.b{padding:var(--spacing);color:var(--red)}",
    ]);
  });

  it("defines again what a rule in between changed, in that layer or a block of it", () => {
    const first = "@layer theme{:root{--x:1}@media print{:root{--x:2}}}.a{order:var(--x)}";
    const second = "@layer theme{:root{--x:1}}";
    expect(cutPage([first, second], page(["a"]))[1]).toBe(second);
    // Another layer's definition does not stand in the way: layers are ranked by name, not order.
    expect(
      cutPage(
        ["@layer theme{:root{--x:1}}@layer base{:root{--x:2}}.a{order:var(--x)}", second],
        page(["a"]),
      )[1],
    ).toBe("");
  });

  it("drops a custom property a later one-class rule defines again on every element that has it", () => {
    const css =
      ".prose{--body:gray;--kbd:gray;color:var(--body);border-color:var(--kbd)}.prose-slate{--body:slate}.prose-x{--kbd:x}";
    const slate = {
      ...page(["prose", "prose-slate"]),
      classesAlongside: new Map([
        ["prose", new Set(["prose", "prose-slate"])],
        ["prose-slate", new Set(["prose", "prose-slate"])],
      ]),
    };
    expect(cut(css, slate)).toBe(
      ".prose{--kbd:gray;color:var(--body);border-color:var(--kbd)}.prose-slate{--body:slate}",
    );
    // An element with .prose alone somewhere on the page still needs the first definition.
    const alone = { ...slate, classesAlongside: new Map([["prose", new Set(["prose"])]]) };
    expect(cut(css, alone)).toBe(
      ".prose{--body:gray;--kbd:gray;color:var(--body);border-color:var(--kbd)}.prose-slate{--body:slate}",
    );
    // Not across blocks or with !important, nor for selectors that are more than one class.
    const guarded =
      ".prose{--body:gray;color:var(--body)}@media print{.prose-slate{--body:slate}}.prose-slate:hover{--body:x}";
    expect(cut(guarded, slate)).toBe(guarded);
    const important = ".prose{--body:gray!important;color:var(--body)}.prose-slate{--body:slate}";
    expect(cut(important, slate)).toBe(important);
  });

  it("names the attributes whose values a selector asks for, inside :is() and form fields' parts too", () => {
    const sheets = [
      "a[href]{color:red}ol[type=A]{list-style:upper-alpha}",
      ":where([data-state~=open]) p{margin:0}input::-webkit-search-cancel-button{display:none}@media print{[lang=en]{quotes:none}}[dir^=r]{x:y}",
    ].map(compileStylesheet);
    expect(valuesAskedFor(sheets)).toEqual(new Set(["type", "data-state", "lang"]));
  });

  it("is the same cut twice for the same page, and a different one for another page", () => {
    const sheets = [".a{--x:1;color:var(--x)}.b{color:blue}", ".a{--x:1}.c{--y:var(--x)}"].map(
      compileStylesheet,
    );
    expect(usedCssOfPage(sheets, page(["a"]))).toEqual(usedCssOfPage(sheets, page(["a"])));
    expect(usedCssOfPage(sheets, page(["b"]))).toEqual([".b{color:blue}", ""]);
  });

  it("keeps, of a selector list, each selector that fits, in order, whatever it needs first", () => {
    const css = "*,.b,p,[data-x],#main,.c p,#other{margin:0}";
    expect(cut(css, page(["b", "c"], ["p"], { "data-x": "1" }))).toBe("*,.b,p,[data-x],#main,.c p{margin:0}");
    expect(cut(css, page([], ["html"]))).toBe("*,#main{margin:0}");
    expect(cut(".a .b,.b .a{color:red}", page(["b"]))).toBe("");
  });
});
