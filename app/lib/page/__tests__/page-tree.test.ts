import { fromHtml } from "hast-util-from-html";
import { describe, expect, it } from "vitest";
import { fillArticleBodySlot } from "../article-body-slot";
import { inlineCode, pageTree, pageVocabulary } from "../page-tree";
import { ALWAYS_POSSIBLE } from "../used-css.server";

const vocabulary = (body: string, valuesOf?: ReadonlySet<string>) =>
  pageVocabulary(
    pageTree(fromHtml(`<!doctype html><html><head></head><body>${body}</body></html>`)),
    valuesOf,
  );

describe("a page's vocabulary for its CSS", () => {
  it("has each attribute's value and its words, lowercased (a class's words are its classes)", () => {
    const page = vocabulary(
      '<ol type="A"><li><a rel="noopener noreferrer" class="x Y" hidden>a</a></li></ol>',
    );
    expect([...page.attributeValues]).toEqual(
      expect.arrayContaining(["type=a", "rel=noopener noreferrer", "rel~noreferrer", "class=x y", "hidden="]),
    );
    expect(page.attributeValues.has("class~y")).toBe(false);
    expect(page.classes).toEqual(new Set([...ALWAYS_POSSIBLE.classes, "x", "Y"]));
  });

  it("has the values only of the attributes the stylesheets ask a value of, when told which", () => {
    const page = vocabulary(
      '<ol type="A"><li><a rel="noopener" href="/x" class="x">a</a></li></ol>',
      new Set(["type"]),
    );
    expect([...page.attributeValues]).toEqual(["type=a", "type~a"]);
    expect(page.attributes).toEqual(new Set([...ALWAYS_POSSIBLE.attributes, "type", "rel", "href", "class"]));
    expect(page.classes.has("x")).toBe(true);
  });

  it("leaves out what a closed <dialog> holds, and keeps an open one's", () => {
    const closed = vocabulary(
      '<dialog class="zoom"><button class="close">x</button></dialog><p class="text">t</p>',
    );
    expect(closed.classes.has("zoom")).toBe(false);
    expect(closed.classes.has("close")).toBe(false);
    expect(closed.tags.has("dialog")).toBe(false);
    expect(closed.classes.has("text")).toBe(true);
    expect(vocabulary('<dialog open class="zoom"><b class="close">x</b></dialog>').classes.has("close")).toBe(
      true,
    );
  });

  it("keeps a closed <dialog>'s when an invoker button can open it without scripts", () => {
    const page = vocabulary(
      '<button commandfor="d" command="show-modal">Open</button><dialog id="d" class="zoom"></dialog>',
    );
    expect(page.classes.has("zoom")).toBe(true);
  });

  it("keeps the search shell's, which the intent gate opens at the first tap, before the app's CSS", () => {
    const page = vocabulary(
      '<dialog data-search-shell class="search-dialog"><input class="search-dialog__input"></dialog>',
    );
    expect(page.classes.has("search-dialog__input")).toBe(true);
    expect(page.tags.has("input")).toBe(true);
  });

  it("knows, for each class, the classes every element with it also has", () => {
    const page = vocabulary('<p class="prose prose-slate a">1</p><div class="prose prose-slate b">2</div>');
    expect(page.classesAlongside.get("prose")).toEqual(new Set(["prose", "prose-slate"]));
    expect(page.classesAlongside.get("a")).toEqual(new Set(["prose", "prose-slate", "a"]));
  });
});

describe("an article body put back as raw HTML (article-body-slot.ts)", () => {
  const body =
    '<h2 id="a" class="heading x">A &amp; B</h2><table><thead><tr><th class="c">h</th></tr></thead></table><dialog class="zoom"><b class="inner">x</b></dialog>';
  const asTree = () =>
    pageTree(fromHtml(`<!doctype html><html><head></head><body><main>${body}</main></body></html>`));
  const asSlot = () => {
    const tree = pageTree(
      fromHtml(
        '<!doctype html><html><head></head><body><main><div data-article-body=""><!--article-body--></div></main></body></html>',
      ),
    );
    fillArticleBodySlot(tree.root, body);
    return tree;
  };

  it("gives the page the same vocabulary as the body parsed into the tree", () => {
    const parsed = pageVocabulary(asTree());
    const slotted = pageVocabulary(asSlot());
    expect(slotted.classes).toEqual(parsed.classes);
    expect(slotted.ids).toEqual(parsed.ids);
    // The slot's own element adds its attribute.
    expect(slotted.attributeValues).toEqual(
      new Set([...parsed.attributeValues, "data-article-body=", "data-article-body~"]),
    );
    expect(slotted.classes.has("inner")).toBe(false);
    expect(slotted.tags).toEqual(new Set([...parsed.tags, "div"]));
  });

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
