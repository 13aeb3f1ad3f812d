import { describe, expect, it } from "vitest";
import { keepsTogether } from "../../app/components/title-text";
import { page } from "./built-site";

/**
 * A title's short hyphenated word ("WAL-G", "SM-2") never breaks at its hyphen: browsers break
 * after any hyphen, so each such word is in an element that does not wrap, wherever titles are
 * listed (ux.md G16). Checked on the files: which words, and that the page styles the element.
 */
const PLACES = [
  { route: "/archive", titles: ".archive__list a" },
  { route: "/blog", titles: ".post-card > h2 > a" },
  { route: "/post_20250823", titles: "article h1, .toc a, .article-card__title" },
  { route: "/post_20240919", titles: ".toc a" },
];

describe("titles", () => {
  it("keep each short hyphenated word on one line in the archive, on the cards and in the contents", () => {
    let kept = 0;
    for (const { route, titles } of PLACES) {
      const document = page(route);
      const css = [...document.querySelectorAll("style")].map((style) => style.textContent).join("");
      for (const title of document.querySelectorAll(titles)) {
        const words = (title.textContent ?? "").split(/\s+/).filter(keepsTogether);
        const whole = [...title.querySelectorAll(".whitespace-nowrap")].map((span) => span.textContent);
        expect(whole, `${route}: ${title.textContent}`).toEqual(words);
        kept += words.length;
      }
      if (document.querySelector(".whitespace-nowrap"))
        expect(css, route).toContain(".whitespace-nowrap{white-space:nowrap}");
    }
    // WAL-G in the archive, on its card and in its own title and contents; SM-2 in the contents.
    expect(kept).toBeGreaterThanOrEqual(5);
  });
});
