import { createHash } from "node:crypto";
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";

/**
 * Lets a prerendered page paint from its HTML alone.
 *
 * React Router's `<Links />` puts each matched route's stylesheet in <head> as
 * `<link rel="stylesheet" href="/assets/….css"/>`, and a stylesheet there blocks the first paint
 * until it has arrived: one more round trip after the HTML. Every page's CSS is small (the root
 * stylesheet everywhere, the article stylesheet on articles; budgets in
 * tests/output/stylesheets.test.ts), so this puts each file's text in the page as a `<style>`
 * right after its link, and marks the link `disabled`, which the browser neither fetches nor
 * waits for. The link stays because React hydrates <head> and claims it by `rel` and `href`
 * (without it, hydration would not match); an in-app navigation to another route still loads
 * that route's stylesheet as a normal link. Each `<style>` is allowed by its hash in the page's
 * Content-Security-Policy and in the hosts' headers (`stylesheetHashes`).
 *
 * It depends on the exact form React Router writes the link in; if that changes, it throws rather
 * than ship a page whose styles are blocked or missing, and its tests show the form it expects.
 * Drop it if React Router gains a way to inline route CSS.
 */

const STYLESHEET_LINK = /<link rel="stylesheet" href="([^"]+\.css)"\/>/g;
const ANY_STYLESHEET_LINK = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;

export class UnknownStylesheetLinkError extends Error {
  constructor(reason: string) {
    super(`exporter/passes/inline-stylesheets.ts cannot inline the page's CSS: ${reason}`);
    this.name = "UnknownStylesheetLinkError";
  }
}

/** A CSP source expression for exactly this text (the content of a `<style>` or `<script>`). */
export function cspHash(text: string): string {
  return `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
}

/**
 * Rewrites one page. `readStylesheet` gets a link's `href` and returns the file's text. Pages
 * without any stylesheet (redirects) are returned unchanged.
 */
export function inlineStylesheets(html: string, readStylesheet: (href: string) => string): string {
  const headEnd = html.indexOf("</head>");
  if (headEnd === -1) throw new UnknownStylesheetLinkError("the page has no </head>");
  const head = html.slice(0, headEnd);
  const links = [...head.matchAll(ANY_STYLESHEET_LINK)];
  const known = [...head.matchAll(STYLESHEET_LINK)];
  if (links.length !== known.length)
    throw new UnknownStylesheetLinkError(
      `a stylesheet link of an unknown form: ${links.map(([tag]) => tag).join(" ")} (expected <link rel="stylesheet" href="….css"/>)`,
    );
  const inlined = head.replace(STYLESHEET_LINK, (_link, href: string) => {
    const css = readStylesheet(href);
    if (/<\/style/i.test(css)) throw new UnknownStylesheetLinkError(`${href} contains "</style"`);
    return `<link rel="stylesheet" href="${href}" disabled=""/><style>${css}</style>`;
  });
  return inlined + html.slice(headEnd);
}

/** Reads stylesheets from the built client folder by their URL under the site's base path. */
export function stylesheetReader(clientDirectory: string, base: string): (href: string) => string {
  const cache = new Map<string, string>();
  return (href) => {
    if (!href.startsWith(base)) throw new UnknownStylesheetLinkError(`${href} is not under the base ${base}`);
    let css = cache.get(href);
    if (css === undefined) {
      css = readFileSync(path.join(clientDirectory, href.slice(base.length)), "utf8");
      cache.set(href, css);
    }
    return css;
  };
}

/**
 * The hashes of every stylesheet the build publishes: a page may inline any of them, and the
 * hosts' headers, which are the same for every page, must allow each.
 */
export function stylesheetHashes(clientDirectory: string): string[] {
  const assets = path.join(clientDirectory, "assets");
  return readdirSync(assets)
    .filter((name) => name.endsWith(".css"))
    .sort()
    .map((name) => cspHash(readFileSync(path.join(assets, name), "utf8")));
}
