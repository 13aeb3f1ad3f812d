import { fromHtml } from "hast-util-from-html";
import { describe, expect, it } from "vitest";
import { pageTree, pageVocabulary } from "../page-tree";
import { ALWAYS_POSSIBLE } from "../used-css.server";

const vocabulary = (body: string) =>
  pageVocabulary(pageTree(fromHtml(`<!doctype html><html><head></head><body>${body}</body></html>`)));

describe("a page's vocabulary for its CSS", () => {
  it("has each attribute's value and its words, lowercased", () => {
    const page = vocabulary(
      '<ol type="A"><li><a rel="noopener noreferrer" class="x Y" hidden>a</a></li></ol>',
    );
    expect([...page.attributeValues]).toEqual(
      expect.arrayContaining(["type=a", "rel=noopener noreferrer", "rel~noreferrer", "class~y", "hidden="]),
    );
    expect(page.classes).toEqual(new Set([...ALWAYS_POSSIBLE.classes, "x", "Y"]));
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
