import {
  transformerMetaHighlight,
  transformerNotationDiff,
  transformerNotationHighlight,
} from "@shikijs/transformers";
import type { Element, ElementContent, Root } from "hast";
import { toString } from "hast-util-to-string";
import { h } from "hastscript";
import { bundledLanguagesInfo, createHighlighter, type Highlighter, type ShikiTransformer } from "shiki";
import { visit } from "unist-util-visit";
import { hasFlag, parseCodeMeta } from "./code-meta";
import { hasClass } from "./has-class";
import { COPY_BUTTON_ATTRIBUTE } from "../article-markup";
import { codeListingKey } from "../search-code-listings";
import { CODE_THEME_NAME, codeClassTransformer, codeTheme, transformerPlainForeground } from "./code-theme";
import type { Report } from "./report";

/** Loading every grammar costs seconds per build; articles may use these. */
export const CODE_LANGUAGES = [
  "typescript",
  "tsx",
  "javascript",
  "jsx",
  "json",
  "yaml",
  "bash",
  "sql",
  "python",
  "cobol",
  "kotlin",
  "java",
  "clojure",
  "vue",
  "html",
  "css",
  "bicep",
  "dockerfile",
  "xml",
  "ini",
  "toml",
  "groovy",
  "properties",
  "powershell",
  "diff",
] as const;

const PLAIN_TEXT = new Set(["text", "txt", "plaintext"]);

const knownLanguages = new Set(
  bundledLanguagesInfo
    .map((info) => [info.id, ...(info.aliases ?? [])])
    .filter((names) => names.some((name) => (CODE_LANGUAGES as readonly string[]).includes(name)))
    .flat(),
);

const languageNames = new Map(
  bundledLanguagesInfo.flatMap((info) => [info.id, ...(info.aliases ?? [])].map((id) => [id, info.name])),
);

let highlighter: Promise<Highlighter> | undefined;

export function getHighlighter(): Promise<Highlighter> {
  highlighter ??= createHighlighter({ themes: [codeTheme()], langs: [...CODE_LANGUAGES] });
  return highlighter;
}

function languageOf(code: Element): string {
  const classes = code.properties.className;
  const languageClass = Array.isArray(classes)
    ? classes.find((name) => String(name).startsWith("language-"))
    : undefined;
  return languageClass === undefined ? "text" : String(languageClass).slice("language-".length);
}

/** `showLineNumbers` in the fence's meta numbers the lines, by a CSS counter. */
const transformerLineNumbers: ShikiTransformer = {
  name: "line-numbers",
  pre(node) {
    if (hasFlag(this.options.meta?.__raw, "showLineNumbers")) this.addClassToHast(node, "line-numbers");
  },
};

/**
 * Lines a code block shows before it scrolls: article.css caps `.code-block pre.shiki` at 28rem with
 * 1rem of padding above and below and lines 1.5rem high, and lines never wrap, so the cut depends
 * on the count of lines alone, at every width: (28 - 2) / 1.5 = 17.3.
 */
export const VISIBLE_CODE_LINES = 17;

/**
 * A block is offered "Show all" only when showing all reveals at least this many lines: a 40 px
 * bar and a fade over one to five 24 px lines cost the reader more than the lines do. A block up
 * to VISIBLE_CODE_LINES + 5 lines long keeps the fixed height like every other (the spec's code
 * blocks have fixed heights) and just scrolls, with no bar.
 */
export const MIN_FOLDED_LINES = 6;

/** Whether a block of this many lines has a "Show all" control under it. */
export function isFolded(lines: number): boolean {
  return lines - VISIBLE_CODE_LINES >= MIN_FOLDED_LINES;
}

/** The block's lines: Shiki writes each as a `span.line` child of `pre > code`. */
function countLines(pre: Element): number {
  const code = pre.children.find((child) => child.type === "element" && child.tagName === "code");
  if (code?.type !== "element") return 0;
  return code.children.filter((line) => line.type === "element" && hasClass(line, "line")).length;
}

/**
 * A block longer than the cap says so under it, with a disclosure that shows the whole listing.
 * A <details> works before the app hydrates and needs no script; the stylesheet lifts the cap
 * when it is open, when scripts are off and in print, and hides the control then.
 */
function moreLines(lines: number): Element {
  const hidden = lines - VISIBLE_CODE_LINES;
  // Controls, not content: kept out of the search index, so no excerpt reads "Show all 18".
  return h("details.code-block__more", { dataPagefindIgnore: "" }, [
    h("summary", [
      h("span.code-block__show", `${hidden} more ${hidden === 1 ? "line" : "lines"} · Show all ${lines}`),
      h("span.code-block__hide", "Show fewer lines"),
    ]),
  ]);
}

/** The headings that open a section a search result can point at (the title is the page's h1). */
const SECTION_HEADINGS = new Set(["h2", "h3", "h4", "h5", "h6"]);

/**
 * Highlights fenced code at build time with classes only (the stylesheet switches the palette
 * with the site's theme), applies the line annotations of the fence's meta and comments, and
 * frames each block with its language, optional title and a copy button that the page enables
 * when JS runs. Shiki gives each <pre> tabindex="0", so a scrolling block scrolls by keyboard.
 */
export function rehypeCodeBlocks({ highlighter, report }: { highlighter: Highlighter; report: Report }) {
  const styleToClass = codeClassTransformer();
  const transformers = [
    transformerNotationDiff({ matchAlgorithm: "v3" }),
    transformerNotationHighlight({ matchAlgorithm: "v3" }),
    transformerMetaHighlight(),
    transformerLineNumbers,
    styleToClass.transformer,
    transformerPlainForeground,
  ];
  return (tree: Root) => {
    // The listing's number in the article and the heading it is under, for the search index.
    let listings = 0;
    let section: string | undefined;
    visit(tree, "element", (node: Element, index, parent) => {
      // Headings come before the listings under them: the tree is visited in document order.
      if (SECTION_HEADINGS.has(node.tagName) && typeof node.properties.id === "string")
        section = node.properties.id;
      const [code] = node.children;
      if (node.tagName !== "pre" || code?.type !== "element" || code.tagName !== "code") return;
      // A formula temml could not read (remarkMathml reports it) is left as remark-math's <pre><code>.
      if (parent === undefined || index === undefined || hasClass(code, "math-display")) return;
      const requested = languageOf(code);
      const plain = PLAIN_TEXT.has(requested);
      const known = plain || knownLanguages.has(requested);
      // A language the highlighter does not load is refused, and shown as plain text until fixed.
      if (!known) {
        report(
          node,
          `code block language "${requested}" is not one of: ${[...CODE_LANGUAGES, "text"].join(", ")}`,
        );
      }
      const language = known && !plain ? requested : "text";
      const meta = typeof code.data?.meta === "string" ? code.data.meta : "";
      const { title } = parseCodeMeta(meta);
      const highlighted = highlighter.codeToHast(toString(code).replace(/\n$/, ""), {
        lang: language,
        theme: CODE_THEME_NAME,
        meta: { __raw: meta },
        transformers,
        // " storage", " account", " create" in one colour are one span, not three: an article's
        // code is most of its markup.
        mergeSameStyleTokens: true,
        // No time limit on a line: Shiki's default (500 ms) gave up on lines of a busy machine's
        // build and left the rest of the block mis-coloured, a different page each build.
        tokenizeTimeLimit: 0,
      });
      const unstyled = [...styleToClass.registry.keys()].filter((name) => !styleToClass.known.has(name));
      if (unstyled.length > 0) {
        report(
          node,
          `code block highlighting produced styles code-theme.css lacks (${unstyled.join(", ")}): add them to possibleCodeStyles in code-theme.ts and run npm run code-theme`,
        );
      }
      const pre = highlighted.children[0];
      if (pre?.type !== "element") return;
      // Searchable but never quoted: the listing's text is search metadata, not the indexed body,
      // so excerpts come from prose (app/lib/search-code-listings.ts).
      listings += 1;
      pre.properties.dataPagefindIgnore = "";
      pre.properties.dataPagefindMeta = codeListingKey(listings, section);
      // An `output` block shows what the `run` block above it prints (npm run check:snippets proves it).
      const label = hasFlag(meta, "output")
        ? "Output"
        : plain
          ? "Text"
          : (languageNames.get(language) ?? language);
      const caption: ElementContent[] = [h("span.code-block__language", label)];
      if (title) caption.push(h("span.code-block__title", title));
      caption.push(
        h("button.code-block__copy", { type: "button", hidden: true, [COPY_BUTTON_ATTRIBUTE]: "" }, "Copy"),
        // Announces the copy to screen readers: a live region must be in the page before its text
        // changes, so it is written here, empty, and filled by copyCodeBlock.
        h("span.sr-only", { role: "status", dataCopyStatus: "" }),
      );
      // Counted after the transformers, which drop lines that only hold a notation comment.
      const lines = countLines(pre);
      const cut = isFolded(lines);
      parent.children[index] = h("figure.code-block", [
        // The language, the title and the controls are labels, not content: kept out of the
        // search index, so no excerpt reads "ShellWALG_VERSION=v3.0.7" or "Copy".
        h("figcaption.code-block__bar", { dataPagefindIgnore: "" }, caption),
        pre,
        ...(cut ? [moreLines(lines)] : []),
      ]);
    });
  };
}
