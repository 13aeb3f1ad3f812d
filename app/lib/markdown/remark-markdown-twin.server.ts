import { existsSync } from "node:fs";
import path from "node:path";
import type { Blockquote, Root } from "mdast";
import remarkGfm from "remark-gfm";
import remarkMath from "remark-math";
import remarkStringify from "remark-stringify";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import { contentAssetFileName } from "../content/assets.server";
import { withBase } from "../urls/base-path";

export interface MarkdownTwinOptions {
  articlePath: string;
  /** The article page's absolute URL, which in-page links (`#section`) are resolved against. */
  articleUrl: string;
  /** The site's origin and base path as an absolute URL, `https://example.com/sub/`. */
  siteUrl: string;
  base: string;
  onMarkdown: (markdown: string) => void;
}

// GitHub's spellings, which the article's own Markdown uses: `-` bullets, fenced code, `*` emphasis.
const STRINGIFY = { bullet: "-", fences: true, emphasis: "*", rule: "-" } as const;

const CALLOUT_MARKER = /^\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\]/;

/**
 * A callout's `[!NOTE]` is text to the parser, which the stringifier would escape (`\[!NOTE]`)
 * and so turn into a plain quote: it is written as it was, as raw Markdown.
 */
function keepCalloutMarker(quote: Blockquote): void {
  const [paragraph] = quote.children;
  if (paragraph?.type !== "paragraph") return;
  const [first] = paragraph.children;
  const marker = first?.type === "text" ? CALLOUT_MARKER.exec(first.value) : null;
  if (!first || first.type !== "text" || !marker) return;
  first.value = first.value.slice(marker[0].length);
  paragraph.children.unshift({ type: "html", value: marker[0] });
}

/**
 * The article's Markdown as a tool reads it away from the site (the `/post_YYYYMMDD.md` twin):
 * the body as the build compiles it, with every included file (`file="…"`) in its code block and
 * every link absolute, since a relative one means nothing outside the page. Runs after the
 * include and the checks, on a copy of the tree, so the page's own compilation is untouched;
 * callouts and references stay in their GitHub syntax.
 */
export function remarkMarkdownTwin({
  articlePath,
  articleUrl,
  siteUrl,
  base,
  onMarkdown,
}: MarkdownTwinOptions) {
  const absolute = (url: string): string => {
    if (url.startsWith("#")) return `${articleUrl}${url}`;
    if (url.startsWith("/") && !url.startsWith("//")) return new URL(withBase(url, base), siteUrl).href;
    return url;
  };
  return (tree: Root) => {
    const twin = structuredClone(tree);
    visit(twin, (node) => {
      if (node.type === "link" || node.type === "definition") node.url = absolute(node.url);
      else if (node.type === "image" && !/^[a-z]+:/i.test(node.url) && !node.url.startsWith("/")) {
        // The published copy of the image. A missing one is left as it is: the checks report it.
        const source = path.resolve(path.dirname(articlePath), node.url);
        if (existsSync(source))
          node.url = new URL(withBase(`/${contentAssetFileName(source)}`, base), siteUrl).href;
      } else if (node.type === "blockquote") {
        keepCalloutMarker(node);
      } else if (node.type === "code" && node.meta) {
        // The file is in the block now; its path, relative to the article's source, would mislead.
        node.meta = node.meta.replace(/\s*\bfile="[^"]*"/, "").trim() || null;
      }
    });
    // remark-math writes `$…$` and `$$…$$` back as the author wrote them.
    onMarkdown(unified().use(remarkGfm).use(remarkMath).use(remarkStringify, STRINGIFY).stringify(twin));
  };
}
