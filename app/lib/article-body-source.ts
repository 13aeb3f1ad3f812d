import { createContext } from "react";

/**
 * An article page's hydration data carries this in place of the body's HTML: the prerendered
 * document already holds the body, so it is read from there instead of travelling twice. See
 * `app/document/server/article-body-handoff.server.ts`, which puts it there, and `ArticleBody`, which reads it.
 */
export const BODY_IN_DOCUMENT = "(the article body is in the document)";

/** The prerendered body (the element `ArticleBody` marks `data-article-body`), read while hydrating. */
export function readBodyFromDocument(): string {
  return document.querySelector("[data-article-body]")?.innerHTML ?? "";
}

/**
 * An article's body goes into the finished page as it was compiled, not through the page's parse
 * and serialisation: while the server entry renders, `ArticleBody` renders this comment in its
 * place (told by `ArticleBodySlotContext`), and app/document/server/article-body-slot.server.ts puts the body
 * back once the page is finished around it.
 */
export const ARTICLE_BODY_SLOT = "<!--article-body-->";

/** True while the server entry renders a page whose body it puts back itself. */
export const ArticleBodySlotContext = createContext(false);
