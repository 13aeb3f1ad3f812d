/**
 * The site's named Trusted Types policies; the Content-Security-Policy allows these names only,
 * so no other script can mint TrustedHTML. Both pass their input through: the article body is
 * compiled from the owner's own Markdown at build time and arrives from the site's own origin
 * (the prerendered page or its `.data` file); the search's excerpts are only parsed, never
 * inserted. The third name is the framework's default policy (default-trusted-types-policy.ts).
 */
export const ARTICLE_HTML_POLICY = "article-html";

/** The site search's excerpts, parsed into an inert document (`inertExcerpt`). */
export const SEARCH_EXCERPT_POLICY = "search-excerpt";

/** The framework's scripts (default-trusted-types-policy.ts). */
export const DEFAULT_POLICY = "default";

/** Every policy name the CSP allows, in its `trusted-types` directive. */
export const TRUSTED_TYPES_POLICIES = [ARTICLE_HTML_POLICY, SEARCH_EXCERPT_POLICY, DEFAULT_POLICY];

type Html = string | TrustedHTML;
type HtmlPolicy = Pick<TrustedTypePolicy, "createHTML">;

/**
 * A policy that passes its input through, created on first use; where the browser has no Trusted
 * Types (the prerender, older browsers) the string itself.
 */
function passThrough(name: string): (html: string) => Html {
  let policy: HtmlPolicy | undefined;
  return (html) => {
    if (typeof window === "undefined" || window.trustedTypes === undefined) return html;
    policy ??= window.trustedTypes.createPolicy(name, { createHTML: (input) => input });
    return policy.createHTML(html);
  };
}

/** The article body as TrustedHTML where the browser has Trusted Types, as the string elsewhere. */
export const trustedArticleHtml = passThrough(ARTICLE_HTML_POLICY);
const excerptHtml = passThrough(SEARCH_EXCERPT_POLICY);

/**
 * Pagefind's excerpt (text with `<mark>` around the matches) parsed into a document of its own with
 * DOMParser, which runs no script and loads nothing; the search dialog reads text and `<mark>`
 * from it and renders nothing else. DOMParser is a Trusted Types sink, hence the policy.
 */
export function inertExcerpt(html: string): Document {
  return new DOMParser().parseFromString(excerptHtml(html) as string, "text/html");
}
