import { createContext } from "react";

/**
 * What an article page's hydration data carries in place of the body, which the document holds
 * (app/document/server/article-body-handoff.server.ts puts it there; `ArticleBody` reads it).
 */
export const BODY_IN_DOCUMENT = "(the article body is in the document)";

/** The prerendered body (the element `ArticleBody` marks `data-article-body`), read while hydrating. */
export function readBodyFromDocument(): string {
  return document.querySelector("[data-article-body]")?.innerHTML ?? "";
}

/**
 * What `ArticleBody` renders in the body's place while the server entry renders (told by
 * `ArticleBodySlotContext`), for app/document/server/article-body-slot.server.ts to fill.
 */
export const ARTICLE_BODY_SLOT = "<!--article-body-->";

/** True while the server entry renders a page whose body it puts back itself. */
export const ArticleBodySlotContext = createContext(false);
