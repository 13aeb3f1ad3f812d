import type { Element, ElementContent, Root } from "hast";
import { toString } from "hast-util-to-string";
import { h } from "hastscript";
import { bundledLanguagesInfo, createHighlighter, type Highlighter } from "shiki";
import { visit } from "unist-util-visit";
import { parseCodeMeta } from "./code-meta";
import type { Report } from "./report";

export const CODE_THEMES = { light: "github-light-default", dark: "github-dark-default" } as const;

/** Loading every grammar costs seconds per build; articles may use these. */
export const CODE_LANGUAGES = [
  "typescript", "tsx", "javascript", "jsx", "json", "yaml", "bash", "sql", "python", "cobol",
  "kotlin", "java", "clojure", "vue", "html", "css", "bicep", "dockerfile", "xml", "ini", "toml",
  "groovy", "properties", "powershell", "diff",
] as const;

const PLAIN_TEXT = new Set(["text", "txt", "plaintext"]);

const languageNames = new Map(
  bundledLanguagesInfo.flatMap((info) => [info.id, ...(info.aliases ?? [])].map((id) => [id, info.name])),
);

let highlighter: Promise<Highlighter> | undefined;

export function getHighlighter(): Promise<Highlighter> {
  highlighter ??= createHighlighter({ themes: Object.values(CODE_THEMES), langs: [...CODE_LANGUAGES] });
  return highlighter;
}

function languageOf(code: Element): string {
  const classes = code.properties.className;
  const languageClass = Array.isArray(classes)
    ? classes.find((name) => String(name).startsWith("language-"))
    : undefined;
  return languageClass === undefined ? "text" : String(languageClass).slice("language-".length);
}

/**
 * Highlights fenced code at build time in both themes at once (CSS picks one), and frames each
 * block with its language, optional title and a copy button that the page enables when JS runs.
 */
export function rehypeCodeBlocks({ highlighter, report }: { highlighter: Highlighter; report: Report }) {
  const loaded = new Set(highlighter.getLoadedLanguages());
  return (tree: Root) => {
    visit(tree, "element", (node: Element, index, parent) => {
      const [code] = node.children;
      if (node.tagName !== "pre" || code?.type !== "element" || code.tagName !== "code") return;
      if (parent === undefined || index === undefined) return;
      const requested = languageOf(code);
      const plain = PLAIN_TEXT.has(requested);
      if (!plain && !loaded.has(requested)) {
        report(node, `code block language "${requested}" is not one of: ${[...CODE_LANGUAGES, "text"].join(", ")}`);
      }
      const language = plain || !loaded.has(requested) ? "text" : requested;
      const meta = typeof code.data?.meta === "string" ? code.data.meta : "";
      const { title } = parseCodeMeta(meta);
      const highlighted = highlighter.codeToHast(toString(code).replace(/\n$/, ""), {
        lang: language,
        themes: CODE_THEMES,
        defaultColor: false,
      });
      const pre = highlighted.children[0];
      if (pre?.type !== "element") return;
      // A scrolling region must be reachable by keyboard to be scrolled without a mouse.
      pre.properties.tabIndex = 0;
      const label = plain ? "Text" : (languageNames.get(language) ?? language);
      const caption: ElementContent[] = [h("span.code-block__language", label)];
      if (title) caption.push(h("span.code-block__title", title));
      caption.push(h("button.code-block__copy", { type: "button", hidden: true, dataCopy: "" }, "Copy"));
      parent.children[index] = h("figure.code-block.not-prose", [h("figcaption.code-block__bar", caption), pre]);
    });
  };
}
