import { writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { article, contentFolder } from "../../../../tests/content-fixture";
import { ContentError, type ContentProblem } from "../../content/content-error";
import { readContent } from "../../content/posts.server";
import { knownRoutes } from "../../urls/site-paths";
import { renderArticle } from "../render.server";
import { documentOf } from "./render-fixture";

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80" viewBox="0 0 120 80"></svg>';

async function render(
  body: string,
  { base = "/", files = {} }: { base?: string; files?: Record<string, string> } = {},
) {
  const directory = contentFolder({
    "post.md": article({ body }),
    "other.md": article({ date: '"20240818"' }),
  });
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(directory, "posts", name), text);
  const index = readContent(directory);
  const post = index.posts.find((candidate) => candidate.date === "20240817");
  if (!post) throw new Error("fixture post missing");
  const options = { knownRoutes: knownRoutes(index), base };
  return {
    html: async () => (await renderArticle(post, options)).html,
    compile: () => renderArticle(post, options),
    /** The problems the build reports for the article: none when it compiles. */
    check: () =>
      renderArticle(post, options).then(
        (): ContentProblem[] => [],
        (thrown: unknown) => {
          if (thrown instanceof ContentError) return [...thrown.problems];
          throw thrown;
        },
      ),
  };
}

async function problems(body: string, files?: Record<string, string>): Promise<string[]> {
  const { check } = await render(body, { files });
  const found = (await check()).map((problem) => problem.message);
  expect(found).not.toEqual([]);
  return found;
}

describe("compiling an article", () => {
  it("numbers references [1] and lists them under a References heading", async () => {
    const html = await (await render("Text[^1].\n\n[^1]: [Docs](https://example.org/docs)")).html();
    expect(html).toMatch(/<a href="#fn-1"[^>]*data-footnote-ref[^>]*>\[1\]<\/a>/);
    expect(html).toContain('<h2 id="footnote-label">References</h2>');
    expect(html).toMatch(/<li id="fn-1">/);
  });

  it("opens external links in a new tab, safely, and says so to screen readers", async () => {
    const html = await (await render("[React](https://react.dev)")).html();
    expect(html).toContain(
      '<a href="https://react.dev" target="_blank" rel="noopener noreferrer">React<span class="sr-only" data-pagefind-ignore=""> (opens in a new tab)</span></a>',
    );
  });

  it("keeps code labels, reference markers, back-links and new-tab notices out of search excerpts", async () => {
    const html = await (
      await render(
        'Sigma draws them[^1].\n\n```ts title="web/src/main.ts"\nimport Graph from "graphology";\n```\n\n[^1]: [Sigma](https://sigmajs.org) — docs',
      )
    ).html();
    const document = documentOf(html);
    const ignored = (selector: string) =>
      document.querySelector(selector)?.closest("[data-pagefind-ignore]") !== null;
    expect(ignored(".code-block__language")).toBe(true);
    expect(ignored(".code-block__title")).toBe(true);
    expect(ignored("[data-copy]")).toBe(true);
    expect(ignored("[data-footnote-ref]")).toBe(true);
    expect(ignored("[data-footnote-backref]")).toBe(true);
    expect(ignored('a[target="_blank"] > .sr-only')).toBe(true);
    // The reference's title is content, and stays searchable.
    expect(ignored(".footnotes li")).toBe(false);
    // The back-link stays on the line of the reference it ends.
    const backref = document.querySelector("[data-footnote-backref]");
    expect(backref?.previousSibling?.textContent?.endsWith("\u00a0")).toBe(true);
  });

  it("keeps listings out of the indexed text but searchable, each keyed with its section", async () => {
    const html = await (
      await render(
        "```sh\nwal-g backup-push\n```\n\n## Restore\n\nText.\n\n```sh\nwal-g backup-fetch\n```\n\n```sh\nls\n```",
      )
    ).html();
    const listings = [...documentOf(html).querySelectorAll("pre")].map((pre) => ({
      ignored: pre.getAttribute("data-pagefind-ignore"),
      key: pre.getAttribute("data-pagefind-meta"),
    }));
    expect(listings).toEqual([
      { ignored: "", key: "code-1" },
      { ignored: "", key: "code-2#restore" },
      { ignored: "", key: "code-3#restore" },
    ]);
  });

  it("offers Show all only when six or more lines would show, and frames every listing alike", async () => {
    const listing = (lines: number) =>
      "```text\n" + Array.from({ length: lines }, (_, index) => `line ${index + 1}`).join("\n") + "\n```";
    const html = await (await render([17, 18, 22, 23].map(listing).join("\n\n"))).html();
    const document = documentOf(html);
    const blocks = [...document.querySelectorAll("figure.code-block")].map((figure) => ({
      lines: String(figure.querySelectorAll(".line").length),
      classes: figure.className,
      toggle: figure.querySelector("summary")?.textContent ?? null,
    }));
    expect(blocks).toEqual([
      { lines: "17", classes: "code-block", toggle: null },
      { lines: "18", classes: "code-block", toggle: null },
      { lines: "22", classes: "code-block", toggle: null },
      { lines: "23", classes: "code-block", toggle: "6 more lines · Show all 23Show fewer lines" },
    ]);
  });

  it("prefixes internal links with the base path", async () => {
    const html = await (await render("[Other](/post_20240818)", { base: "/blog-site/" })).html();
    expect(html).toContain('<a href="/blog-site/post_20240818">Other</a>');
  });

  it("highlights code with classes inside a labelled figure with a copy button", async () => {
    const html = await (await render('```kotlin title="App.kt"\nfun main() = println("hi")\n```')).html();
    expect(html).toContain('<figure class="code-block">');
    expect(html).toContain('<span class="code-block__language">Kotlin</span>');
    expect(html).toContain('<span class="code-block__title">App.kt</span>');
    expect(html).toContain(
      '<button class="code-block__copy" type="button" hidden data-copy="">Copy</button><span class="sr-only" role="status" data-copy-status=""></span>',
    );
    expect(html).toContain(
      '<pre class="shiki site-code sh" tabindex="0" data-pagefind-ignore="" data-pagefind-meta="code-1">',
    );
    expect(html).toContain('<span class="sk">fun</span>');
    // Tokens in the block's own colour need no span: `main()` and `=` are text in the line.
    expect(html).toContain('<span class="line"><span class="sk">fun</span><span class="sf"> main</span>');
    expect(html).not.toContain('class="sx"');
  });

  it("accepts a language by any of its names, like bash for shellscript", async () => {
    const { check } = await render("```bash\necho hi\n```\n\n```ts\nconst a = 1;\n```");
    expect(await check()).toEqual([]);
  });

  it("shows an included source file in place of the block", async () => {
    const html = await (
      await render('```ts file="./source.ts"\n```', { files: { "source.ts": "export const answer = 42;\n" } })
    ).html();
    expect(html).toContain("answer");
    expect(html).toContain("42");
  });

  it("publishes a diagram under a content hash with its intrinsic size, linked at full size", async () => {
    const html = await (
      await render("![A diagram](./diagram.svg)", { files: { "diagram.svg": SVG } })
    ).html();
    expect(html).toMatch(
      /<a class="diagram diagram--light" href="\/assets\/content\/(diagram-[0-9a-f]{10}\.svg)"><img src="\/assets\/content\/\1" alt="A diagram" width="120" height="80" loading="eager" fetchpriority="high" decoding="async"><span class="diagram__hint">Open full size<\/span><\/a>/,
    );
  });

  it("gives each diagram a dark twin, its colours swapped, linked at full size and not indexed twice", async () => {
    const drawn =
      '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80"><rect fill="#f8fafc"/><text fill="#0f172a">A</text></svg>';
    const html = await (
      await render("![A diagram](./diagram.svg)", { files: { "diagram.svg": drawn }, base: "/blog-site/" })
    ).html();
    const dark =
      /<a class="diagram diagram--dark" href="\/blog-site\/assets\/content\/(diagram-dark-[0-9a-f]{10}\.svg)" data-pagefind-ignore=""><img src="\/blog-site\/assets\/content\/\1" alt="A diagram" width="120" height="80"[^>]*><span class="diagram__hint">Open full size<\/span><\/a>/.exec(
        html,
      );
    expect(dark).not.toBeNull();
  });

  it("loads images in the first viewport at once, the first with high priority, and defers the rest", async () => {
    const screenful = `${"A sentence of text that fills the first screen. ".repeat(25)}\n\n`;
    const body = `Intro.\n\n![First](./diagram.svg)\n\n![Second](./diagram.svg)\n\n${screenful}![Late](./diagram.svg)`;
    const html = await (await render(body, { files: { "diagram.svg": SVG } })).html();
    const images = [...html.matchAll(/<img [^>]*alt="(\w+)"[^>]*>/g)].map(([tag, alt]) => ({
      alt,
      loading: /loading="(\w+)"/.exec(tag)?.[1],
      high: tag.includes('fetchpriority="high"'),
    }));
    // Each diagram twice, light and dark: the theme decides which one shows.
    expect(images).toEqual([
      { alt: "First", loading: "eager", high: true },
      { alt: "First", loading: "eager", high: true },
      { alt: "Second", loading: "eager", high: false },
      { alt: "Second", loading: "eager", high: false },
      { alt: "Late", loading: "lazy", high: false },
      { alt: "Late", loading: "lazy", high: false },
    ]);
  });
});

describe("refusing bad article bodies", () => {
  it("refuses an included source that is missing or empty", async () => {
    expect(await problems('```ts file="./missing.ts"\n```')).toEqual([
      'code block includes "./missing.ts": File does not exist or is empty',
    ]);
    expect(await problems('```ts file="./empty.ts"\n```', { "empty.ts": "  \n" })).toEqual([
      'code block includes "./empty.ts": File does not exist or is empty',
    ]);
  });

  it("refuses a diagram colour that has no dark-theme counterpart", async () => {
    const red =
      '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80"><rect fill="#ff0000"/></svg>';
    expect(await problems("![A diagram](./diagram.svg)", { "diagram.svg": red })).toEqual([
      'Diagram diagram.svg has the colour fill="#ff0000" without a dark-theme colour in app/lib/markdown/diagram-palette.ts',
    ]);
  });

  it("refuses an image that does not exist or has no alt text", async () => {
    expect(await problems("![](./diagram.svg)\n\n![Gone](./gone.svg)", { "diagram.svg": SVG })).toEqual([
      'image "./diagram.svg" has no alt text: write ![what it shows](./diagram.svg)',
      'image "./gone.svg" does not exist',
    ]);
  });

  it("refuses an internal link to a route that does not exist", async () => {
    expect(await problems("[Nowhere](/post_20990101)")).toEqual([
      "links to /post_20990101, which is not a page of this site",
    ]);
  });

  it("refuses a language the highlighter does not load, at its line; a bare fence is text", async () => {
    expect(await (await render("```\nplain\n```\n\n```ts\nconst a = 1;\n```")).check()).toEqual([]);
    const [problem] = await (await render("Text.\n\n```brainfuck\n+++\n```")).check();
    expect(problem).toMatchObject({
      line: 11,
      message: expect.stringMatching(
        /^code block language "brainfuck" is not one of: typescript, tsx, .*, text$/,
      ) as string,
    });
  });

  it("names the line of the problem in the file", async () => {
    const { check } = await render("Line one.\n\n[Nowhere](/nowhere)");
    const [problem] = await check();
    // Front matter takes lines 1-7, a blank line follows, the body starts on line 9.
    expect(problem).toMatchObject({
      line: 11,
      message: "links to /nowhere, which is not a page of this site",
    });
  });
});

describe("section headings", () => {
  it("get GitHub-style ids, unique on the page, and non-ASCII letters kept", async () => {
    const body = "## Getting started\n\n## Getting started\n\n### Über Größen & Maße\n\n## What's `new`?";
    const html = await (await render(body)).html();
    expect(html).toContain('<h2 id="getting-started">');
    expect(html).toContain('<h2 id="getting-started-1">');
    expect(html).toContain('<h3 id="über-größen--maße">');
    expect(html).toContain('<h2 id="whats-new">');
  });

  it("link to themselves, the heading text being the link's name", async () => {
    const html = await (await render("## Getting started")).html();
    expect(html).toContain(
      '<h2 id="getting-started"><a class="heading-link" href="#getting-started">Getting started</a></h2>',
    );
  });

  it("make the outline, ## and ### in order, without the References heading", async () => {
    const body = "## One\n\n### One point one\n\n#### Too deep\n\n## Two[^1]\n\n## Three\n\n[^1]: A note.";
    const { toc } = await (await render(body)).compile();
    expect(toc).toEqual([
      { id: "one", text: "One", subsections: [{ id: "one-point-one", text: "One point one" }] },
      { id: "two1", text: "Two1", subsections: [] },
      { id: "three", text: "Three", subsections: [] },
    ]);
  });
});

describe("callouts", () => {
  it("render GitHub alerts as titled notes with a hidden icon", async () => {
    const html = await (await render("> [!WARNING]\n> Back up first.")).html();
    expect(html).toMatch(
      /<div class="markdown-alert markdown-alert-warning" dir="auto" role="note">\s*<p class="markdown-alert-title" dir="auto"><svg class="octicon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">.*<\/svg>Warning<\/p>\s*<p>Back up first.<\/p>/s,
    );
  });

  it("leave ordinary quotes alone", async () => {
    const html = await (await render("> Just a quote.")).html();
    expect(html).toContain("<blockquote>\n<p>Just a quote.</p>\n</blockquote>");
  });
});

describe("code annotations", () => {
  const lines = (html: string) => html.match(/<span class="line[^"]*">/g) ?? [];

  it("highlight the lines listed in the fence's meta", async () => {
    const html = await (await render('```ts {1,3-4} title="a.ts"\na;\nb;\nc;\nd;\n```')).html();
    expect(lines(html)).toEqual([
      '<span class="line highlighted">',
      '<span class="line">',
      '<span class="line highlighted">',
      '<span class="line highlighted">',
    ]);
  });

  it("highlight a line marked in a comment, and drop the marker", async () => {
    const html = await (await render("```bash\necho a\necho b # [!code highlight]\n```")).html();
    expect(lines(html)).toEqual(['<span class="line">', '<span class="line highlighted">']);
    expect(html).not.toContain("[!code");
  });

  it("mark added and removed lines", async () => {
    const html = await (
      await render("```ts\nold(); // [!code --]\nnew(); // [!code ++]\nsame();\n```")
    ).html();
    expect(html).toContain('class="shiki site-code has-diff');
    expect(lines(html)).toEqual([
      '<span class="line diff remove">',
      '<span class="line diff add">',
      '<span class="line">',
    ]);
  });

  it("number the lines on request, ignoring the snippet checker's flag", async () => {
    const html = await (await render("```kotlin showLineNumbers check\nval a = 1\n```")).html();
    expect(html).toContain('<pre class="shiki site-code line-numbers sh"');
    expect(await (await render("```kotlin check\nval a = 1\n```")).html()).not.toContain("line-numbers");
  });
});

it("writes no style attribute anywhere in an article", async () => {
  const body = [
    "## Code",
    '```ts {2} showLineNumbers title="x.ts"\nconst a = 1; // [!code ++]\n/** doc */\nfunction f(x: number) { return `${x}`; }\n```',
    "```diff\n- a\n+ b\n```",
    "```yaml\nkey: value # comment\n```",
    "> [!CAUTION]\n> Careful.",
    "Text[^1] with **bold** and [a link](https://example.org).",
    "[^1]: A note.",
  ].join("\n\n");
  const html = await (await render(body)).html();
  expect(html).not.toMatch(/\sstyle=/);
});

describe("the table of contents", () => {
  it("holds each section's subsections", async () => {
    const body = ["## A", "### B", "## C", "## D", "### E"].join("\n\n");
    expect((await (await render(body)).compile()).toc).toEqual([
      { id: "a", text: "A", subsections: [{ id: "b", text: "B" }] },
      { id: "c", text: "C", subsections: [] },
      { id: "d", text: "D", subsections: [{ id: "e", text: "E" }] },
    ]);
  });

  it("is left out below three sections; subsections do not count", async () => {
    const body = ["## A", "### B", "### C", "## D"].join("\n\n");
    expect((await (await render(body)).compile()).toc).toBeNull();
  });
});
