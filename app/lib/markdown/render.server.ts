import { rehypeBodyFeatures, type BodyFeature } from "./body-features";
import { rehypeNoInlineCode } from "./rehype-no-inline-code";
import type { Root } from "mdast";
import type { Element } from "hast";
import rehypeAutolinkHeadings, { type Options as HeadingLinkOptions } from "rehype-autolink-headings";
import rehypeSlug from "rehype-slug";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkMath from "remark-math";
import { remarkAlert } from "remark-github-blockquote-alert";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { ContentError, type ContentProblem } from "../content/content-error";
import type { PostSource } from "../content/posts.server";
import { getHighlighter, rehypeCodeBlocks } from "./highlight.server";
import { rehypeCallouts } from "./rehype-callouts";
import { rehypeImages } from "./rehype-images.server";
import { rehypeLinks } from "./rehype-links";
import { rehypeTables } from "./rehype-tables";
import { remarkCheckBody } from "./remark-check-body.server";
import { remarkIncludeSource } from "./remark-include-source.server";
import { remarkMathml } from "./remark-mathml.server";
import { remarkMermaid } from "./remark-mermaid.server";
import { isSectionHeading, rehypeToc, type TocSection } from "./toc";
import type { Report } from "./report";
import { remarkMarkdownTwin } from "./remark-markdown-twin.server";

export interface RenderOptions {
  /** Every route an internal link may point at. */
  knownRoutes: ReadonlySet<string>;
  /** The base path the site is served under, `/` or `/sub/`. */
  base: string;
}

const FOOTNOTES = {
  footnoteLabel: "References",
  footnoteLabelProperties: {},
  footnoteBackLabel: (index: number) => `Back to reference ${index + 1} in the text`,
  clobberPrefix: "",
};

/**
 * A compiled article body, its outline, its Markdown twin's body (remark-markdown-twin), and the
 * features it holds that need their own CSS (body-features.ts).
 */
export interface RenderedArticle {
  html: string;
  toc: TocSection[] | null;
  markdown: string;
  features: BodyFeature[];
}

/**
 * Section headings link to themselves: the whole heading is the link, so a screen reader says
 * "link, <heading text>", and CSS shows a `#` beside it on hover and focus.
 */
const HEADING_LINKS: HeadingLinkOptions = {
  behavior: "wrap",
  properties: { className: ["heading-link"] },
  test: (node: Element) =>
    isSectionHeading(node) &&
    !node.children.some((child) => child.type === "element" && child.tagName === "a"),
};

/** Compiles an article's Markdown body to HTML; throws a ContentError naming every problem. */
export async function renderArticle(post: PostSource, options: RenderOptions): Promise<RenderedArticle> {
  const problems: ContentProblem[] = [];
  const report: Report = (node, message) => {
    // The node's line in the body, counted as a line of the file.
    const line = node?.position?.start.line;
    problems.push({
      file: post.file,
      line: line === undefined ? undefined : line + post.bodyLine - 1,
      message,
    });
  };
  const highlighter = await getHighlighter();
  let toc: TocSection[] | null = null;
  let markdown = "";
  let features: BodyFeature[] = [];
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkMath)
    .use(remarkMathml, { report })
    .use(remarkIncludeSource, { articlePath: post.absolutePath, report })
    .use(remarkMermaid, { articlePath: post.absolutePath, report })
    .use(remarkCheckBody, { articlePath: post.absolutePath, knownRoutes: options.knownRoutes, report })
    .use(remarkMarkdownTwin, {
      source: post.body,
      articlePath: post.absolutePath,
      route: post.route,
      base: options.base,
      onMarkdown: (text) => (markdown = text),
    })
    .use(remarkAlert)
    .use(remarkRehype, FOOTNOTES)
    .use(rehypeSlug)
    .use(rehypeToc, { onToc: (entries) => (toc = entries) })
    .use(rehypeAutolinkHeadings, HEADING_LINKS)
    .use(rehypeCallouts)
    .use(rehypeCodeBlocks, { highlighter, report })
    .use(rehypeImages, { articlePath: post.absolutePath, base: options.base, report })
    .use(rehypeLinks, { base: options.base })
    .use(rehypeTables)
    .use(rehypeBodyFeatures, { onFeatures: (found) => (features = found) })
    .use(rehypeNoInlineCode)
    .use(rehypeStringify);
  const tree: Root = processor.parse(post.body);
  const html = processor.stringify(await processor.run(tree));
  if (problems.length > 0) throw new ContentError(problems);
  return { html, toc, markdown, features };
}
