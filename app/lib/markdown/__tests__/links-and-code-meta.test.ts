import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { describe, expect, it } from "vitest";
import { hasFlag, parseCodeMeta } from "../code-meta";
import { rehypeLinks } from "../rehype-links";
import { documentOf } from "./render-fixture";

const html = (markdown: string, base = "/sub/") =>
  String(
    unified()
      .use(remarkParse)
      .use(remarkGfm)
      .use(remarkRehype)
      .use(rehypeLinks, { base })
      .use(rehypeStringify)
      .processSync(markdown),
  );

describe("links in an article", () => {
  it("opens http and https links in a new tab, safely, and says so; nothing else", () => {
    expect(html("[a](HTTP://example.org/x) [b](https://example.org/)")).toBe(
      '<p><a href="HTTP://example.org/x" target="_blank" rel="noopener noreferrer">a<span class="sr-only" data-pagefind-ignore=""> (opens in a new tab)</span></a> ' +
        '<a href="https://example.org/" target="_blank" rel="noopener noreferrer">b<span class="sr-only" data-pagefind-ignore=""> (opens in a new tab)</span></a></p>',
    );
    expect(html("[mail](mailto:a@example.org) [ftp](ftp://x/https:)")).toBe(
      '<p><a href="mailto:a@example.org">mail</a> <a href="ftp://x/https:">ftp</a></p>',
    );
  });

  it("puts the base path before internal links and leaves fragments alone", () => {
    expect(html("[p](/post_20240817) [f](#intro)")).toBe(
      '<p><a href="/sub/post_20240817">p</a> <a href="#intro">f</a></p>',
    );
  });

  it("writes footnote markers as [1], like the references they point at", () => {
    const page = documentOf(html("Text.[^a]\n\n[^a]: A note.\n"));
    const marker = page.querySelector('a[href="#user-content-fn-a"][data-footnote-ref]');
    expect(marker?.textContent).toBe("[1]");
    // Only the marker: the back reference keeps its arrow.
    const backref = page.querySelector("a[data-footnote-backref]");
    expect(backref?.textContent).toBe("↩");
    // Markers and back-links are navigation, kept out of the search index; the back-link stays on
    // its reference's line.
    expect(marker?.getAttribute("data-pagefind-ignore")).toBe("");
    expect(backref?.getAttribute("data-pagefind-ignore")).toBe("");
    expect(backref?.previousSibling?.textContent?.endsWith("A note.\u00a0")).toBe(true);
  });
});

describe("a code fence's info string", () => {
  it('reads key="value" pairs', () => {
    expect(parseCodeMeta('title="App.kt" showLineNumbers label="x y"')).toEqual({
      title: "App.kt",
      label: "x y",
    });
    expect(parseCodeMeta(null)).toEqual({});
    expect(parseCodeMeta(undefined)).toEqual({});
  });

  it("finds a bare flag, not a flag's name inside a value or a longer word", () => {
    expect(hasFlag("showLineNumbers", "showLineNumbers")).toBe(true);
    expect(hasFlag('title="a"showLineNumbers', "showLineNumbers")).toBe(true);
    expect(hasFlag('title="showLineNumbers"', "showLineNumbers")).toBe(false);
    expect(hasFlag('t="x"  \t showLineNumbers  x="y"', "showLineNumbers")).toBe(true);
    expect(hasFlag("showLineNumbersToo", "showLineNumbers")).toBe(false);
    // A value of several words, and a key that ends in the flag's name, hide the flag.
    expect(hasFlag('title="a showLineNumbers b"', "showLineNumbers")).toBe(false);
    expect(hasFlag('xshowLineNumbers="1"', "showLineNumbers")).toBe(false);
    expect(hasFlag(undefined, "showLineNumbers")).toBe(false);
  });
});
