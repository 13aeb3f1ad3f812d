/**
 * Every Trusted Types policy name the Content-Security-Policy allows (its `trusted-types`
 * directive), so no other script can mint TrustedHTML. The site's own two pass their input
 * through: the article body (`article-html`) is compiled from the owner's own Markdown at build
 * time and arrives from the site's own origin (the prerendered page or its `.data` file); the
 * search's excerpts (`search-excerpt`) are only parsed, never inserted. `default` is the
 * framework's (default-trusted-types-policy.ts).
 */
export const TRUSTED_TYPES_POLICIES = ["article-html", "search-excerpt", "default"];

/**
 * A policy that passes its input through, created on first use; where the browser has no Trusted
 * Types (the prerender, older browsers) the string itself.
 */
function passThrough(name: string): (html: string) => string | TrustedHTML {
  let policy: Pick<TrustedTypePolicy, "createHTML"> | undefined;
  return (html) => {
    if (typeof window === "undefined" || window.trustedTypes === undefined) return html;
    policy ??= window.trustedTypes.createPolicy(name, { createHTML: (input: string) => input });
    return policy.createHTML(html);
  };
}

/** The article body as TrustedHTML where the browser has Trusted Types, as the string elsewhere. */
export const trustedArticleHtml = passThrough("article-html");
const excerptHtml = passThrough("search-excerpt");

/**
 * Pagefind's excerpt (text with `<mark>` around the matches) parsed into a document of its own with
 * DOMParser, which runs no script and loads nothing; the search dialog reads text and `<mark>`
 * from it and renders nothing else. DOMParser is a Trusted Types sink, hence the policy.
 */
export function inertExcerpt(html: string): Document {
  return new DOMParser().parseFromString(excerptHtml(html) as string, "text/html");
}
