import type { Element, Root } from "hast";
import { eachElement, UnexpectedPageError } from "./page-tree.server";

/**
 * Puts an article's compiled body where `ArticleBody` rendered `ARTICLE_BODY_SLOT` (the element
 * whose only child is that comment), as raw HTML: it is written out as it was compiled, and the
 * finish passes read it with the tokenizer (page-tree.ts), not as a tree. The body is most of an
 * article page, so this skips most of the parsing and writing of pages: at 1,000 articles, seconds
 * of the build.
 */
export function fillArticleBodySlot(root: Root, body: string): void {
  let filled = 0;
  eachElement(root, (element: Element) => {
    const [only] = element.children;
    if (element.children.length !== 1 || only?.type !== "comment" || only.value !== "article-body") return;
    element.children = [{ type: "raw", value: body }];
    filled++;
    return "skip";
  });
  if (filled !== 1) throw new UnexpectedPageError(`${filled} article body slots, not one`);
}
