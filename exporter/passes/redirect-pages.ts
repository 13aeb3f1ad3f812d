import { fromHtml } from "hast-util-from-html";
import { select } from "hast-util-select";
import { h } from "hastscript";
import { writeHtml } from "../../app/document/server/finish-page.server";
export type { Redirect } from "../hosts/hosting";

/**
 * A loader's redirect is prerendered as a bare page (React Router's: lowercase doctype, a stray
 * `</html>`, a refresh delayed by two seconds for a 302, no icon; the build's, prerender-in-process.ts:
 * the refresh alone) that html-validate rejects and browsers answer with a request for
 * /favicon.ico. This writes those pages again as a valid
 * document that moves on at once and tells search engines where the page lives now. (Only static
 * hosts without redirect rules serve these files: GitHub Pages. The others answer with a 301.)
 */

/**
 * Where a redirect page sends the visitor, React Router's or the one `validRedirectPage` wrote
 * (the page cache puts those back), or undefined for any other page.
 */
export function redirectTarget(html: string): string | undefined {
  const refresh = select('meta[http-equiv="refresh"]', fromHtml(html))?.properties.content;
  const target = typeof refresh === "string" ? /^\d+;\s*url=(.*)$/i.exec(refresh)?.[1] : undefined;
  return target;
}

/** The page again as a valid redirect, or null when it is not one of React Router's redirects. */
export function validRedirectPage(
  html: string,
  { base, language, policy }: { base: string; language: string; policy: string },
): string | null {
  const href = redirectTarget(html);
  if (href === undefined) return null;
  const page = h("html", { lang: language }, [
    h("head", [
      h("meta", { charSet: "utf-8" }),
      h("meta", { httpEquiv: "Content-Security-Policy", content: policy }),
      h("title", `Moved to ${href}`),
      // The space after the semicolon is what the HTML standard's refresh syntax asks for.
      h("meta", { httpEquiv: "refresh", content: `0; url=${href}` }),
      h("meta", { name: "robots", content: "noindex" }),
      h("link", { rel: "canonical", href }),
      h("link", { rel: "icon", href: `${base}favicon.svg`, type: "image/svg+xml" }),
    ]),
    h("body", [h("p", ["This page has moved to ", h("a", { href }, href), "."])]),
  ]);
  return `${writeHtml({ type: "root", children: [{ type: "doctype" }, page] })}\n`;
}
