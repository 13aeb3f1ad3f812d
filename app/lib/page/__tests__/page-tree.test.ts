import { fromHtml } from "hast-util-from-html";
import { describe, expect, it } from "vitest";
import { fillArticleBodySlot } from "../article-body-slot";
import { inlineCode, pageTree } from "../page-tree";

describe("an article body put back as raw HTML (article-body-slot.ts)", () => {
  it("has its inline scripts and styles hashed with the page's", () => {
    const withCode = pageTree(
      fromHtml("<!doctype html><html><head></head><body><div><!--article-body--></div></body></html>"),
    );
    fillArticleBodySlot(
      withCode.root,
      '<p>x</p><script>run()</script><style>p{}</style><script type="application/ld+json">{}</script>',
    );
    expect(inlineCode(withCode)).toEqual({ scripts: ["run()"], styles: ["p{}"] });
  });

  it("fills exactly one slot, or says the page is not what was expected", () => {
    const tree = pageTree(fromHtml("<!doctype html><html><head></head><body><p>no slot</p></body></html>"));
    expect(() => fillArticleBodySlot(tree.root, "<p>x</p>")).toThrow(/0 article body slots/);
  });
});
