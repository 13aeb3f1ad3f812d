import { readFileSync } from "node:fs";
import path from "node:path";
import type { Code, Root } from "mdast";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import { stripAnnotations } from "./annotations";
import { CHECK_FLAG, OUTPUT_FLAG, RUN_FLAG, parseFenceMeta, type FenceMeta } from "./meta";

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

/** Where a `run` block's ```text output block is, and what it says the code prints. */
export interface OutputBlock {
  /** Lines of its opening and closing fences in the article (1-based); the output is between. */
  openLine: number;
  closeLine: number;
  /** The indentation of its fence (inside a list item), which `--update` keeps. */
  indent: string;
  expected: string;
}

/** A block flagged `run`, with the output block that follows it. */
export interface RunSnippet extends Snippet {
  output: OutputBlock;
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

function outputBlock(markdown: string, node: Code): OutputBlock {
  const openLine = node.position?.start.line ?? 0;
  const closeLine = node.position?.end.line ?? openLine;
  const fence = markdown.split("\n")[openLine - 1] ?? "";
  return { openLine, closeLine, indent: /^\s*/.exec(fence)?.[0] ?? "", expected: node.value };
}

/**
 * Finds every code block flagged `check` in one Markdown document, and every block flagged `run`
 * with the ```text output block that must follow it.
 */
export function extractSnippets(
  article: string,
  markdown: string,
): { snippets: Snippet[]; runs: RunSnippet[]; problems: ExtractProblem[] } {
  const snippets: Snippet[] = [];
  const runs: RunSnippet[] = [];
  const problems: ExtractProblem[] = [];
  visit(parser.parse(markdown) as Root, "code", (node: Code, index, parent) => {
    const meta = parseFenceMeta(node.meta);
    const run = meta.flags.has(RUN_FLAG);
    if (!run && !meta.flags.has(CHECK_FLAG)) return;
    const snippet = snippetOf(article, node, meta, problems);
    if (snippet === undefined) return;
    if (meta.flags.has(CHECK_FLAG)) snippets.push(snippet);
    if (!run) return;
    const next = index === undefined ? undefined : parent?.children[index + 1];
    if (next?.type === "code" && parseFenceMeta(next.meta).flags.has(OUTPUT_FLAG)) {
      runs.push({ ...snippet, output: outputBlock(markdown, next) });
      return;
    }
    problems.push({
      article,
      line: snippet.line,
      language: snippet.language,
      message:
        "a `run` block must be followed by a ```text output block (it may be empty: --update fills it)",
    });
  });
  return { snippets, runs, problems };
}

/** The code of a marked block as the toolchain sees it; undefined (and a problem) when it cannot be read. */
function snippetOf(
  article: string,
  node: Code,
  meta: FenceMeta,
  problems: ExtractProblem[],
): Snippet | undefined {
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
      return undefined;
    }
    source = included;
    firstLine = 1;
  }
  const kept = stripAnnotations(source);
  return {
    article,
    line,
    language,
    meta,
    code: kept.map((entry) => entry.text).join("\n") + "\n",
    origin: { path: originPath, lines: kept.map((entry) => firstLine + entry.index) },
  };
}

/** Extracts the marked blocks from article files, in the order given. */
export function extractFromFiles(articles: string[]): {
  snippets: Snippet[];
  runs: RunSnippet[];
  problems: ExtractProblem[];
} {
  const results = articles.map((article) => extractSnippets(article, readFileSync(article, "utf8")));
  return {
    snippets: results.flatMap((result) => result.snippets),
    runs: results.flatMap((result) => result.runs),
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
