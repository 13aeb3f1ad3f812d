/**
 * The one Trusted Types policy of the site. The Content-Security-Policy allows only this name, so
 * no other script can mint TrustedHTML. The article body is the only HTML the app writes: it is
 * compiled from the owner's own Markdown at build time and arrives from the site's own origin
 * (the prerendered page or its `.data` file), so the policy passes it through unchanged.
 */
export const ARTICLE_HTML_POLICY = "article-html";

type ArticleHtml = string | TrustedHTML;
type HtmlPolicy = Pick<TrustedTypePolicy, "createHTML">;

let policy: HtmlPolicy | undefined;
let last: { html: string; trusted: ArticleHtml } | undefined;

/**
 * The article body as TrustedHTML where the browser has Trusted Types, as the string elsewhere
 * (the prerender, older browsers). The same body returns the same object: React rewrites
 * `innerHTML` whenever `__html` is not identical, which would reset the body on every render.
 */
export function trustedArticleHtml(html: string): ArticleHtml {
  if (last?.html === html) return last.trusted;
  if (typeof window === "undefined" || window.trustedTypes === undefined) return html;
  const created: HtmlPolicy = (policy ??= window.trustedTypes.createPolicy(ARTICLE_HTML_POLICY, {
    createHTML: (input) => input,
  }));
  last = { html, trusted: created.createHTML(html) };
  return last.trusted;
}
