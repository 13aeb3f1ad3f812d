import { describe, expect, it } from "vitest";
import { article, contentFolder } from "../../../tests/content-fixture";
import { readContent } from "../content/posts.server";
import { buildSitemap, feedHtml } from "../feeds.server";
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
