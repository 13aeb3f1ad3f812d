import { existsSync } from "node:fs";
import path from "node:path";
import type { Code, Definition, Image, Link, Nodes, Root } from "mdast";
import remarkGfm from "remark-gfm";
import remarkMath from "remark-math";
import remarkStringify from "remark-stringify";
import { unified, type Processor } from "unified";
import { visit } from "unist-util-visit";
import { contentAssetFileName } from "../content/assets.server";
import { withBase } from "../urls/base-path";
import { applyTextEdits, type TextEdit } from "../text-edits";
import { site } from "../../site.config";

export interface MarkdownTwinOptions {
  /** The article's body as the author wrote it, which the tree's positions point into. */
  source: string;
  articlePath: string;
  /** The article's route, which in-page links (`#section`) are resolved against. */
  route: string;
  base: string;
  onMarkdown: (markdown: string) => void;
}

// GitHub's spellings, which the article's own Markdown uses: `-` bullets, fenced code, `*` emphasis.
const STRINGIFY = { bullet: "-", fences: true, emphasis: "*", rule: "-" } as const;

// For the few nodes written anew (an included file's code block, a drawn diagram's image).
// remark-math writes `$…$` and `$$…$$` back as the author wrote them.
const markdownWriter = unified().use(remarkGfm).use(remarkMath).use(remarkStringify, STRINGIFY).freeze();

/**
 * The article's Markdown as a tool reads it away from the site (the `/post_YYYYMMDD.md` twin):
 * the author's own source, with every included file (`file="…"`) in its code block, every drawn
 * diagram as its image and every link absolute, since a relative one means nothing outside the
 * page. Runs after the include, the diagrams and the checks.
 *
 * The twin is the source with those few places edited, not the tree written out again: that
 * keeps the author's spelling (callouts, references, math, tables stay as written), and costs a
 * tenth of re-stringifying the whole tree, which was a tenth of compiling an article.
 */
export function remarkMarkdownTwin(
  this: Processor,
  { source, articlePath, route, base, onMarkdown }: MarkdownTwinOptions,
) {
  (this.data().fromMarkdownExtensions ??= []).push({
    exit: { resourceDestination: recordDestination, definitionDestination: recordDestination },
  });
  /** A root-relative path's address on the configured site. */
  const onSite = (pathname: string) => new URL(withBase(pathname, base), site.url).href;
  const absolute = (url: string): string => {
    if (url.startsWith("#")) return `${onSite(route)}${url}`;
    if (url.startsWith("/") && !url.startsWith("//")) return onSite(url);
    return url;
  };
  const published = (url: string): string => {
    if (/^[a-z]+:/i.test(url) || url.startsWith("/")) return url;
    // The published copy of the image. A missing one is left as it is: the checks report it.
    const source = path.resolve(path.dirname(articlePath), url);
    return existsSync(source) ? onSite(`/${contentAssetFileName(source)}`) : url;
  };
  return (tree: Root) => {
    const edits: TextEdit[] = [];
    visit(tree, (node) => {
      if (node.type === "link" || node.type === "definition") {
        const url = absolute(node.url);
        if (url !== node.url) edits.push(destinationEdit(node, url));
      } else if (node.type === "image") {
        const url = published(node.url);
        if (url === node.url) return;
        // A drawn diagram's image stands where its ```mermaid block was, with no destination in the
        // source: the block is replaced.
        edits.push(
          destinations.has(node) ? destinationEdit(node, url) : blockEdit(source, node, { ...node, url }),
        );
      } else if (node.type === "code" && node.meta && /\bfile="/.test(node.meta)) {
        // The file is in the block now; its path, relative to the article's source, would mislead.
        const meta = node.meta.replace(/\s*\bfile="[^"]*"/, "").trim() || null;
        edits.push(blockEdit(source, node, { ...node, meta }));
      }
    });
    onMarkdown(applyEdits(source, edits));
  };
}

function range(node: Nodes): { start: number; end: number } {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  // Every node the parser or this pipeline's plugins make has its place in the source.
  if (start === undefined || end === undefined)
    throw new Error(`A ${node.type} node has no position in the source`);
  return { start, end };
}

/**
 * Where each link's, image's and definition's destination stands in the source (`<…>` included),
 * as the parser found it.
 */
const destinations = new WeakMap<object, { start: number; end: number }>();

/** Exit of a destination in mdast-util-from-markdown: the node it belongs to is the open one. */
function recordDestination(
  this: { stack: readonly object[] },
  token: { start: { offset: number }; end: { offset: number } },
) {
  const node = this.stack.at(-1);
  if (node) destinations.set(node, { start: token.start.offset, end: token.end.offset });
}

/**
 * A link's, image's or definition's destination replaced, the rest as written:
 * `[text](here "title")`, `![alt](here)`, `[label]: here`.
 */
function destinationEdit(node: Link | Image | Definition, url: string): TextEdit {
  const destination = destinations.get(node);
  if (destination === undefined) throw new Error(`A ${node.type} node has no destination in the source`);
  // An absolute URL has no spaces; a parenthesis it holds could close the link early.
  return { ...destination, text: /[()]/.test(url) ? `<${url}>` : url };
}

/**
 * A block written anew in place of its source. Its lines after the first carry the first's
 * container prefix (`> ` in a quote, spaces in a list item), so it stays where it stood.
 */
function blockEdit(source: string, node: Nodes, replacement: Code | Image): TextEdit {
  const { start, end } = range(node);
  const lineStart = source.lastIndexOf("\n", start - 1) + 1;
  const prefix = source.slice(lineStart, start).replace(/[^>\s]/g, " ");
  const block: Root = {
    type: "root",
    children: [replacement.type === "image" ? { type: "paragraph", children: [replacement] } : replacement],
  };
  const text = markdownWriter.stringify(block).trimEnd().split("\n").join(`\n${prefix}`);
  return { start, end, text };
}

/** The source with every edit made, without the blank lines at its ends. */
function applyEdits(source: string, edits: readonly TextEdit[]): string {
  // The body starts after the front matter's closing line: its blank lines go, as do the last ones.
  return `${applyTextEdits(source, edits)
    .replace(/^(?:[ \t]*\n)+/, "")
    .trimEnd()}\n`;
}
