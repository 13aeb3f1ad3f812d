import { h } from "hastscript";
import { pagePolicy } from "../../app/document/server/csp.server";
import { writeHtml } from "../../app/document/server/finish-page.server";
import { site } from "../../app/site.config";
export type { Redirect } from "../hosts/hosting";

/**
 * The page a loader's redirect is prerendered as. React Router's own (lowercase doctype, a stray
 * `</html>`, a refresh delayed by two seconds for a 302, no icon) is rejected by html-validate, and
 * browsers answer it with a request for /favicon.ico; this one is a valid document that moves on
 * at once and tells search engines where the page lives now. (Only static hosts without redirect
 * rules serve these files: GitHub Pages. The others answer with a 301.) `base` is the site's base
 * path, ending in `/`.
 */
export function redirectPage(href: string, base: string): string {
  const page = h("html", { lang: site.language }, [
    h("head", [
      h("meta", { charSet: "utf-8" }),
      h("meta", { httpEquiv: "Content-Security-Policy", content: pagePolicy({ scripts: [], styles: [] }) }),
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
