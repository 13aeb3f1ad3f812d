import { copyFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fromHtml } from "hast-util-from-html";
import { selectAll } from "hast-util-select";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { article, contentFolder } from "../../../tests/content-fixture";
import { readContent } from "../content/posts.server";
import { knownRoutes } from "../urls/site-paths";
import { buildRss, buildSitemap, feedHtml } from "../feeds.server";
import { getHighlighter } from "../markdown/highlight.server";
import { renderArticle } from "../markdown/render.server";
import { tagsWithPosts } from "../tag-pages";

describe("article HTML in feeds", () => {
  const url = "https://blog.example.com/sub/post_20250823";

  it("makes root-relative links, images and fragments absolute", () => {
    const html = feedHtml(
      '<p><a href="/sub/post_20240817">earlier</a> <img src="/sub/assets/x.svg" alt="x"> <a href="#fn-1">1</a> <a href="https://example.org/">out</a></p>',
      url,
    );
    expect(html).toContain('href="https://blog.example.com/sub/post_20240817"');
    expect(html).toContain('src="https://blog.example.com/sub/assets/x.svg"');
    expect(html).toContain('href="https://blog.example.com/sub/post_20250823#fn-1"');
    expect(html).toContain('href="https://example.org/"');
  });

  it("is made again when the article's body changed (npm run dev serves edits)", () => {
    expect(feedHtml("<p>first</p>", `${url}-edited`)).toBe("<p>first</p>");
    expect(feedHtml("<p>first</p>", `${url}-edited`)).toBe("<p>first</p>");
    expect(feedHtml("<p>second</p>", `${url}-edited`)).toBe("<p>second</p>");
  });

  it("leaves a link elsewhere exactly as written", () => {
    const html = feedHtml(
      '<p><a href="https://example.org">out</a> <a href="mailto:me@example.org">me</a></p>',
      url,
    );
    expect(html).toBe('<p><a href="https://example.org">out</a> <a href="mailto:me@example.org">me</a></p>');
  });

  it("drops the copy buttons, which only work on the page", () => {
    const html = feedHtml(
      '<figure><button class="code-block__copy" type="button" hidden data-copy="">Copy</button><pre>x</pre></figure>',
      url,
    );
    expect(html).toBe("<figure><pre>x</pre></figure>");
  });

  it("keeps a diagram's light drawing and the screenshot's original, which need no stylesheet", () => {
    const html = feedHtml(
      '<p><a class="diagram diagram--light" href="/sub/assets/content/d-1.svg"><img src="/sub/assets/content/d-1.svg" alt="d"><span class="diagram__hint">Open full size</span></a><a class="diagram diagram--dark" href="/sub/assets/content/d-dark-2.svg" data-pagefind-ignore=""><img src="/sub/assets/content/d-dark-2.svg" alt="d"><span class="diagram__hint">Open full size</span></a></p>' +
        '<picture><source type="image/avif" srcset="/sub/assets/content/s-3-400.avif 400w" sizes="92vw"><img src="/sub/assets/content/s-4.png" alt="s"></picture>',
      url,
    );
    expect(html).not.toContain("d-dark-2.svg");
    expect(html).not.toContain("<source");
    expect(html).toContain('<img src="https://blog.example.com/sub/assets/content/d-1.svg" alt="d">');
    expect(html).toContain(
      '<picture><img src="https://blog.example.com/sub/assets/content/s-4.png" alt="s"></picture>',
    );
  });
});

describe("a compiled article in a feed", () => {
  // Loading the highlighter's grammars takes seconds on a busy machine; not the feed's time.
  beforeAll(() => getHighlighter(), 30_000);

  /** The article as the build compiles it: a code block, a hand-drawn diagram and a screenshot. */
  async function compiled(): Promise<string> {
    const directory = contentFolder({
      "post.md": article({
        body: "```ts\nconst a = 1;\n```\n\n![A diagram](./diagram.svg)\n\n![A terminal](./shot.png)",
      }),
    });
    writeFileSync(
      path.join(directory, "posts/diagram.svg"),
      '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80"><rect fill="#f8fafc"/></svg>',
    );
    copyFileSync(
      path.resolve("tests/fixtures/content/images/posts/images/20240901-terminal.png"),
      path.join(directory, "posts/shot.png"),
    );
    const index = readContent(directory);
    const [post] = index.posts;
    if (!post) throw new Error("fixture article missing");
    return (await renderArticle(post, { knownRoutes: knownRoutes(index), base: "/" })).html;
  }

  // Counted by element, not by class: a renamed class in the Markdown pipeline must not let the
  // page-only parts through unnoticed.
  it("has no copy button, one drawing per diagram and only the screenshot's original", async () => {
    const page = fromHtml(await compiled(), { fragment: true });
    expect(selectAll("button", page), "the page has a copy button").toHaveLength(1);
    expect(selectAll("img", page), "the page has both drawings and the screenshot").toHaveLength(3);
    expect(selectAll("source", page).length, "the page offers AVIF and WebP").toBeGreaterThan(0);

    const feed = fromHtml(feedHtml(await compiled(), "https://blog.example.com/post_20240817"), {
      fragment: true,
    });
    expect(selectAll("button", feed)).toEqual([]);
    expect(selectAll("source", feed)).toEqual([]);
    const images = selectAll("img", feed).map((image) => String(image.properties.src));
    expect(images).toHaveLength(2);
    expect(images[0]).toMatch(/^https:\/\/blog\.example\.com\/assets\/content\/diagram-[0-9a-f]{10}\.svg$/);
    expect(images[1]).toMatch(/^https:\/\/blog\.example\.com\/assets\/content\/shot-\w{10}\.png$/);
  });
});

describe("an RSS item with the article's body", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("declares Dublin Core's namespace once, as the feed package does for full content", async () => {
    const directory = contentFolder({ "post.md": article({ body: "Some text." }) });
    vi.stubEnv("CONTENT_DIR", directory);
    vi.stubEnv("NODE_ENV", "development");
    const rss = await buildRss(readContent(directory).posts, "/");
    expect(rss).toContain("<content:encoded><![CDATA[<p>Some text.</p>");
    expect(rss.match(/xmlns:dc=/g)).toHaveLength(1);
  });
});

describe("per-tag feeds", () => {
  it("exist for every tag that has an article, once, in order", () => {
    expect(tagsWithPosts([{ tags: ["kubernetes", "azure"] }, { tags: ["azure"] }])).toEqual([
      "azure",
      "kubernetes",
    ]);
  });
});

describe("the sitemap", () => {
  it("leaves out a cross-post, whose canonical URL is elsewhere", () => {
    const { posts } = readContent(
      contentFolder({
        "a.md": article({ date: '"20240817"' }),
        "b.md": article({ date: '"20240818"', extra: "canonical: https://dev.to/alex/b\n" }),
      }),
    );
    const sitemap = buildSitemap(posts, "/");
    expect(sitemap).toContain("/post_20240817</loc>");
    expect(sitemap).not.toContain("post_20240818");
  });
});
