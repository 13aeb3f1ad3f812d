import { readFileSync } from "node:fs";
import path from "node:path";
import type { Code, Root } from "mdast";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import { stripAnnotations } from "./annotations";
import { CHECK_FLAG, parseFenceMeta, type FenceMeta } from "./meta";

/** A fenced block marked complete, as the checkers see it. */
export interface Snippet {
  /** The article, as given to the extractor. */
  article: string;
  /** Line of the opening fence in the article (1-based). */
  line: number;
  /** The fence's language, lower-cased; "" when none is given. */
  language: string;
  meta: FenceMeta;
  /** The code to check: the included file for `file="…"`, without Shiki notations. */
  code: string;
  /** Where each line of `code` was written: the article or the included file, and its 1-based line. */
  origin: { path: string; lines: number[] };
}

/** A marked block that cannot be checked at all, e.g. one that includes a missing file. */
export interface ExtractProblem {
  article: string;
  line: number;
  language: string;
  message: string;
}

const parser = unified().use(remarkParse).use(remarkGfm);

function readIncluded(absolutePath: string): string | null {
  try {
    const text = readFileSync(absolutePath, "utf8");
    return text.trim() === "" ? null : text.replace(/\n$/, "");
  } catch {
    return null;
  }
}

/** Finds every code block flagged `check` in one Markdown document. */
export function extractSnippets(
  article: string,
  markdown: string,
): { snippets: Snippet[]; problems: ExtractProblem[] } {
  const snippets: Snippet[] = [];
  const problems: ExtractProblem[] = [];
  visit(parser.parse(markdown) as Root, "code", (node: Code) => {
    const meta = parseFenceMeta(node.meta);
    if (!meta.flags.has(CHECK_FLAG)) return;
    const line = node.position?.start.line ?? 0;
    const language = (node.lang ?? "").toLowerCase();
    const { file } = meta.attributes;
    let source = node.value;
    let originPath = article;
    // The code starts on the line after the fence.
    let firstLine = line + 1;
    if (file !== undefined) {
      originPath = path.resolve(path.dirname(article), file);
      const included = readIncluded(originPath);
      if (included === null) {
        problems.push({
          article,
          line,
          language,
          message: `includes "${file}": file does not exist or is empty`,
        });
        return;
      }
      source = included;
      firstLine = 1;
    }
    const kept = stripAnnotations(source);
    snippets.push({
      article,
      line,
      language,
      meta,
      code: kept.map((entry) => entry.text).join("\n") + "\n",
      origin: { path: originPath, lines: kept.map((entry) => firstLine + entry.index) },
    });
  });
  return { snippets, problems };
}

/** Extracts the marked blocks from article files, in the order given. */
export function extractFromFiles(articles: string[]): { snippets: Snippet[]; problems: ExtractProblem[] } {
  const results = articles.map((article) => extractSnippets(article, readFileSync(article, "utf8")));
  return {
    snippets: results.flatMap((result) => result.snippets),
    problems: results.flatMap((result) => result.problems),
  };
}

/**
 * `file:line` for a line of a snippet's checked code (1-based), pointing at where it was written; an error
 * past the end (an unclosed bracket) points at the last line.
 */
export function locate(snippet: Snippet, codeLine: number): string {
  const { lines } = snippet.origin;
  const line = lines[Math.min(Math.max(codeLine, 1), lines.length) - 1] ?? snippet.line;
  return `${path.relative(process.cwd(), snippet.origin.path) || snippet.origin.path}:${line}`;
}
