import { fromHtml } from "hast-util-from-html";
import { describe, expect, it } from "vitest";
import { fillArticleBodySlot } from "../article-body-slot.server";
import { inlineCode, pageTree } from "../page-tree.server";

describe("an article body put back as raw HTML (article-body-slot.ts)", () => {
  it("is not read for the policy: the page's own inline code is what it lists", () => {
    const tree = pageTree(
      fromHtml(
        "<!doctype html><html><head><style>a{}</style></head><body><div><!--article-body--></div><script>run()</script></body></html>",
      ),
    );
    fillArticleBodySlot(tree.root, "<p>x</p>");
    expect(inlineCode(tree)).toEqual({ scripts: ["run()"], styles: ["a{}"] });
  });

  it("fills exactly one slot, or says the page is not what was expected", () => {
    const tree = pageTree(fromHtml("<!doctype html><html><head></head><body><p>no slot</p></body></html>"));
    expect(() => fillArticleBodySlot(tree.root, "<p>x</p>")).toThrow(/0 article body slots/);
  });
});
