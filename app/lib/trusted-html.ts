/**
 * The one Trusted Types policy of the site. The Content-Security-Policy allows only this name, so
 * no other script can mint TrustedHTML. The article body is the only HTML the app writes: it is
 * compiled from the owner's own Markdown at build time and arrives from the site's own origin
 * (the prerendered page or its `.data` file), so the policy passes it through unchanged.
 */
export const ARTICLE_HTML_POLICY = "article-html";

/** The framework's scripts (default-trusted-types-policy.ts). */
export const DEFAULT_POLICY = "default";

/** The site search's excerpts, parsed into an inert document (`inertExcerpt`). */
export const SEARCH_EXCERPT_POLICY = "search-excerpt";

/** Every policy name the CSP allows, in its `trusted-types` directive. */
export const TRUSTED_TYPES_POLICIES = [ARTICLE_HTML_POLICY, SEARCH_EXCERPT_POLICY, DEFAULT_POLICY];

let excerptPolicy: HtmlPolicy | undefined;

/**
 * Pagefind's excerpt (text with `<mark>` around the matches) parsed into a document of its own with
 * DOMParser, which runs no script and loads nothing; the search dialog reads text and `<mark>`
 * from it and renders nothing else. DOMParser is a Trusted Types sink, hence the policy.
 */
export function inertExcerpt(html: string): Document {
  const input =
    typeof window === "undefined" || window.trustedTypes === undefined
      ? html
      : (excerptPolicy ??= window.trustedTypes.createPolicy(SEARCH_EXCERPT_POLICY, {
          createHTML: (value) => value,
        })).createHTML(html);
  return new DOMParser().parseFromString(input as string, "text/html");
}

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
