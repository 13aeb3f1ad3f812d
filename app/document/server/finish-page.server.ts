import type { Root } from "hast";
import { fromParse5 } from "hast-util-from-parse5";
import { h } from "hastscript";
import { parse } from "parse5";
import { toHtml } from "hast-util-to-html";
import { pagePolicy, type DevAllowances } from "./csp.server";
import { fillArticleBodySlot } from "./article-body-slot.server";
import { deferHydration } from "./defer-hydration.server";
import { inlineStylesheets } from "./inline-stylesheets.server";
import {
  elementsWhere,
  inlineCode,
  insertAfter,
  pageTree,
  UnexpectedPageError,
  type PageTree,
} from "./page-tree.server";

/** What the server entry tells `finishPage` of the page React has rendered. */
export interface FinishOptions {
  /** The client entry's URL (React Router's manifest): its importer is deferred to intent. */
  entryModule: string;
  /** Where the page's hydration data is published, when it hydrates (hydration-data.server.ts). */
  hydrationData?: string;
  /** A stylesheet's text by the `href` React Router linked it with. */
  readStylesheet: (href: string) => Promise<string>;
  /** An article's compiled body, rendered as `ARTICLE_BODY_SLOT` and put back here (article-body-slot.ts). */
  articleBody?: string;
  /** Only in `npm run dev`: what Vite's own client needs beside the published policy. */
  dev?: DevAllowances;
}

/** The passes, in order; the policy comes last because it hashes what the others leave inline. */
export async function finishPage(html: string, options: FinishOptions): Promise<string> {
  // As a browser with scripting off parses it (as hast-util-from-html does), without the source
  // positions, which no pass reads: a fifth of the parse, at 1,000 articles most of a second.
  const tree = pageTree(fromParse5(parse(html, { scriptingEnabled: false })) as Root);
  if (options.articleBody !== undefined) fillArticleBodySlot(tree.root, options.articleBody);
  await inlineStylesheets(tree, options.readStylesheet);
  deferHydration(tree, options.entryModule, options.hydrationData);
  addPolicy(tree, options.dev);
  return writeHtml(tree.root);
}

/** How every page is written: quotes as each attribute needs them, `'` left alone inside them
 *  (safe there, and the policy is full of it), and the doctype as html-validate expects it. */
export function writeHtml(root: Root): string {
  return toHtml(root, {
    allowDangerousHtml: true,
    allowDangerousCharacters: true,
    quoteSmart: true,
    upperDoctype: true,
  });
}

/**
 * The page's Content-Security-Policy, first in <head> after the charset, before any script it
 * governs. A page without the charset would get no policy at all, so that is an error.
 */
function addPolicy(tree: PageTree, dev: DevAllowances | undefined): void {
  const [charset] = elementsWhere(
    tree.head,
    (element) => element.tagName === "meta" && element.properties.charSet !== undefined,
  );
  if (!charset) throw new UnexpectedPageError("no <meta charset> to put the Content-Security-Policy after");
  insertAfter(
    tree.head,
    charset,
    h("meta", { httpEquiv: "Content-Security-Policy", content: pagePolicy(inlineCode(tree), dev) }),
    ...(dev ? [h("meta", { property: "csp-nonce", nonce: dev.styleNonce })] : []),
  );
}
