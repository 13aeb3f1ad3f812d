import { copyFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { article, contentFolder } from "../../../../tests/content-fixture";
import { publishedContentAssets } from "../../content/assets.server";
import { RASTER_SIZES } from "../../content/raster-images.server";
import { knownRoutes } from "../../urls/site-paths";
import { readContent } from "../../content/posts.server";
import { getHighlighter } from "../highlight.server";
import { renderArticle } from "../render.server";

// A fixture article with a PNG screenshot near the top and again far below (tests/fixtures, not
// content/posts: the real site has no screenshot yet).
const FIXTURE = path.resolve("tests/fixtures/content/images");

async function fixtureHtml(base = "/"): Promise<string> {
  const index = readContent(FIXTURE);
  const [post] = index.posts;
  if (!post) throw new Error("fixture article missing");
  return (await renderArticle(post, { knownRoutes: knownRoutes(index), base })).html;
}

function pictures(html: string) {
  return [...html.matchAll(/<picture>([\s\S]*?)<\/picture>/g)].map(([, inner]) => {
    const sources = [...(inner ?? "").matchAll(/<source ([^>]*)>/g)].map(([, attributes]) => ({
      type: /type="([^"]+)"/.exec(attributes ?? "")?.[1],
      srcset: /srcset="([^"]+)"/.exec(attributes ?? "")?.[1],
      sizes: /sizes="([^"]+)"/.exec(attributes ?? "")?.[1],
    }));
    const img = /<img ([^>]*)>/.exec(inner ?? "")?.[1] ?? "";
    const attribute = (name: string) => new RegExp(`\\s?${name}="([^"]*)"`).exec(` ${img}`)?.[1];
    return {
      sources,
      img: {
        src: attribute("src"),
        width: attribute("width"),
        height: attribute("height"),
        loading: attribute("loading"),
        fetchpriority: attribute("fetchpriority"),
        alt: attribute("alt"),
      },
    };
  });
}

describe("a screenshot in an article", () => {
  // Loading the highlighter's grammars takes seconds on a busy machine; not the images' time.
  beforeAll(() => getHighlighter(), 30_000);

  it("offers AVIF, then WebP, in several widths, with the PNG as the sized fallback", async () => {
    const [first] = pictures(await fixtureHtml());
    expect(first?.sources.map((source) => source.type)).toEqual(["image/avif", "image/webp"]);
    for (const source of first?.sources ?? []) {
      const extension = source.type?.slice("image/".length);
      expect(source.sizes).toBe(RASTER_SIZES);
      expect(source.srcset).toMatch(
        new RegExp(
          `^/assets/content/20240901-terminal-\\w{10}-400\\.${extension} 400w, /assets/content/20240901-terminal-\\w{10}-800\\.${extension} 800w, /assets/content/20240901-terminal-\\w{10}-1000\\.${extension} 1000w$`,
        ),
      );
    }
    expect(first?.img).toMatchObject({
      width: "1000",
      height: "600",
      alt: "A terminal listing two file shares, uploads and backups, with their quotas",
    });
    expect(first?.img.src).toMatch(/^\/assets\/content\/20240901-terminal-\w{10}\.png$/);
  });

  it("links to its largest variant, in WebP, to open full size", async () => {
    const html = await fixtureHtml("/blog-site/");
    const links = [...html.matchAll(/<a class="screenshot" href="([^"]+)"><picture>/g)].map(
      ([, href]) => href,
    );
    expect(links).toHaveLength(2);
    expect(links[0]).toMatch(/^\/blog-site\/assets\/content\/20240901-terminal-\w{10}-1000\.webp$/);
    expect(html).toContain('</picture><span class="screenshot__hint">Open full size</span></a>');
    const published = new Set(publishedContentAssets(FIXTURE).map((asset) => `/blog-site/${asset.fileName}`));
    expect(published.has(links[0] ?? "")).toBe(true);
  });

  it("keeps the author's own link around a screenshot, since links do not nest", async () => {
    const directory = contentFolder({
      "post.md": article({ body: "[![A terminal](./shot.png)](https://example.org/terminal)" }),
    });
    copyFileSync(
      path.join(FIXTURE, "posts/images/20240901-terminal.png"),
      path.join(directory, "posts/shot.png"),
    );
    const index = readContent(directory);
    const [post] = index.posts;
    if (!post) throw new Error("fixture article missing");
    const { html } = await renderArticle(post, { knownRoutes: knownRoutes(index), base: "/" });
    expect(html).toContain('<a href="https://example.org/terminal" target="_blank"');
    expect(html).toContain("<picture>");
    expect(html).not.toContain('class="screenshot"');
  });

  it("loads at once in the first screen, with high priority, and lazily below it", async () => {
    const loading = pictures(await fixtureHtml()).map(({ img }) => [img.loading, img.fetchpriority]);
    expect(loading).toEqual([
      ["eager", "high"],
      ["lazy", undefined],
    ]);
  });

  it("links only to files the build publishes, under the base path", async () => {
    const html = await fixtureHtml("/blog-site/");
    const linked = [
      ...[...html.matchAll(/srcset="([^"]+)"/g)].flatMap(([, srcset]) =>
        (srcset ?? "").split(", ").map((candidate) => candidate.split(" ")[0]),
      ),
      ...[...html.matchAll(/<img [^>]*src="([^"]+)"/g)].map(([, src]) => src),
    ];
    const published = new Set(publishedContentAssets(FIXTURE).map((asset) => `/blog-site/${asset.fileName}`));
    expect(linked.length).toBe(14);
    // And the full-size links, to one of the same files.
    expect(
      [...html.matchAll(/class="screenshot" href="([^"]+)"/g)].map(([, href]) => published.has(href ?? "")),
    ).toEqual([true, true]);
    expect(linked.filter((file) => !published.has(file ?? ""))).toEqual([]);
  });
});
