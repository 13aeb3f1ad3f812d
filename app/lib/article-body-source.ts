/**
 * An article page's hydration data carries this in place of the body's HTML: the prerendered
 * document already holds the body, so it is read from there instead of travelling twice. See
 * `app/lib/page/article-body-handoff.ts`, which puts it there, and `ArticleBody`, which reads it.
 */
export const BODY_IN_DOCUMENT = "(the article body is in the document)";

/** The prerendered body (the element `ArticleBody` marks `data-article-body`), read while hydrating. */
export function readBodyFromDocument(): string {
  return document.querySelector("[data-article-body]")?.innerHTML ?? "";
}
