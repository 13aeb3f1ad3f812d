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
import { CODE_THEME_NAME, codeClassTransformer, codeTheme } from "./code-theme";
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

export function isPlainText(language: string): boolean {
  return PLAIN_TEXT.has(language);
}

const knownLanguages = new Set(
  bundledLanguagesInfo
    .map((info) => [info.id, ...(info.aliases ?? [])])
    .filter((names) => names.some((name) => (CODE_LANGUAGES as readonly string[]).includes(name)))
    .flat(),
);

/** Whether a fenced block's language is highlighted (or deliberately plain). */
export function isKnownLanguage(language: string): boolean {
  return isPlainText(language) || knownLanguages.has(language);
}

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
 * Highlights fenced code at build time with classes only (the stylesheet switches the palette
 * with the site's theme), applies the line annotations of the fence's meta and comments, and
 * frames each block with its language, optional title and a copy button that the page enables
 * when JS runs. Shiki gives each <pre> tabindex="0", so a scrolling block scrolls by keyboard.
 */
export function rehypeCodeBlocks({ highlighter, report }: { highlighter: Highlighter; report: Report }) {
  const loaded = new Set(highlighter.getLoadedLanguages());
  const styleToClass = codeClassTransformer();
  const transformers = [
    transformerNotationDiff({ matchAlgorithm: "v3" }),
    transformerNotationHighlight({ matchAlgorithm: "v3" }),
    transformerMetaHighlight(),
    transformerLineNumbers,
    styleToClass.transformer,
  ];
  return (tree: Root) => {
    visit(tree, "element", (node: Element, index, parent) => {
      const [code] = node.children;
      if (node.tagName !== "pre" || code?.type !== "element" || code.tagName !== "code") return;
      if (parent === undefined || index === undefined) return;
      const requested = languageOf(code);
      const plain = isPlainText(requested);
      // Unknown languages are refused by the body check; shown as plain text until fixed.
      const language = plain || !loaded.has(requested) ? "text" : requested;
      const meta = typeof code.data?.meta === "string" ? code.data.meta : "";
      const { title } = parseCodeMeta(meta);
      const highlighted = highlighter.codeToHast(toString(code).replace(/\n$/, ""), {
        lang: language,
        theme: CODE_THEME_NAME,
        meta: { __raw: meta },
        transformers,
      });
      const unstyled = [...styleToClass.transformer.getClassRegistry().keys()].filter(
        (name) => !styleToClass.known.has(name),
      );
      if (unstyled.length > 0) {
        report(
          node,
          `code block highlighting produced styles code-theme.css lacks (${unstyled.join(", ")}): add them to possibleCodeStyles in code-theme.ts and run npm run code-theme`,
        );
      }
      const pre = highlighted.children[0];
      if (pre?.type !== "element") return;
      const label = plain ? "Text" : (languageNames.get(language) ?? language);
      const caption: ElementContent[] = [h("span.code-block__language", label)];
      if (title) caption.push(h("span.code-block__title", title));
      caption.push(h("button.code-block__copy", { type: "button", hidden: true, dataCopy: "" }, "Copy"));
      parent.children[index] = h("figure.code-block.not-prose", [
        h("figcaption.code-block__bar", caption),
        pre,
      ]);
    });
  };
}
