import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { describe, expect, it } from "vitest";
import { article, contentFolder } from "../../../../tests/content-fixture";
import { ContentError } from "../../content/content-error";
import { readContent } from "../../content/posts.server";
import { knownRoutes } from "../../urls/site-paths";
import { remarkCheckBody } from "../remark-check-body.server";
import { renderArticle } from "../render.server";

/**
 * What the build refuses in an article's body, message by message, checked on the Markdown alone
 * (render.test.ts checks that a refusal stops the build and names the line).
 */
function problems(markdown: string): string[] {
  const folder = mkdtempSync(path.join(tmpdir(), "check-body-"));
  mkdirSync(path.join(folder, "images"));
  writeFileSync(path.join(folder, "images", "a.png"), "");
  const found: string[] = [];
  const processor = unified()
    .use(remarkParse)
    .use(remarkCheckBody, {
      articlePath: path.join(folder, "post.md"),
      knownRoutes: new Set(["/blog", "/post_20240817"]),
      report: (_node, message) => found.push(message),
    });
  processor.runSync(processor.parse(markdown));
  return found;
}

describe("an article body's links and images", () => {
  it("accepts web and mail links, fragments, and known routes with a query or fragment", () => {
    expect(
      problems(
        "[a](https://x.org) [b](MAILTO:a@x.org) [c](#top) [d](/blog?page=2) [e](/post_20240817#x)\n\n[f]: /blog\n",
      ),
    ).toEqual([]);
  });

  it("refuses unknown routes, relative and protocol-relative links, in links and definitions", () => {
    expect(problems("[a](/nope) [b](other.md) [c](//cdn.x.org/a)\n\n[d]: ./x\n")).toEqual([
      "links to /nope, which is not a page of this site",
      'links to "other.md": link to other articles as /post_YYYYMMDD and to other sites with https://',
      'links to "//cdn.x.org/a": link to other articles as /post_YYYYMMDD and to other sites with https://',
      'links to "./x": link to other articles as /post_YYYYMMDD and to other sites with https://',
    ]);
  });

  it("refuses an image without alt text, from elsewhere, or missing", () => {
    expect(problems("![a](./images/a.png)")).toEqual([]);
    expect(
      problems(
        "![ ](./images/a.png) ![b](https://x.org/b.png) ![c](/c.png) ![d](./images/d.png) ![e](./images)",
      ),
    ).toEqual([
      'image "./images/a.png" has no alt text: write ![what it shows](./images/a.png)',
      'image "https://x.org/b.png" must be a file next to the article (./images/…), bundled with the site',
      'image "/c.png" must be a file next to the article (./images/…), bundled with the site',
      'image "./images/d.png" does not exist',
      'image "./images" does not exist',
    ]);
  });
});

describe("a compiled article", () => {
  it("links each section heading to itself unless it holds a link, and labels each back reference", async () => {
    const directory = contentFolder({
      "post.md": article({
        body: "## Plain heading\n\nText.[^1] More.[^2]\n\n## Heading with [a link](/blog)\n\n[^1]: One.\n[^2]: Two.",
      }),
    });
    const index = readContent(directory);
    const [post] = index.posts;
    if (!post) throw new Error("fixture post missing");
    const { html } = await renderArticle(post, { knownRoutes: knownRoutes(index), base: "/" });
    expect(html).toMatch(
      /<h2 id="plain-heading"><a class="heading-link" href="#plain-heading">Plain heading<\/a><\/h2>/,
    );
    expect(html).toMatch(/<h2 id="heading-with-a-link">Heading with <a href="\/blog">a link<\/a><\/h2>/);
    expect(html).toContain('aria-label="Back to reference 1 in the text"');
    expect(html).toContain('aria-label="Back to reference 2 in the text"');
  });

  it("names the line of a problem in the file, counting the front matter", async () => {
    const directory = contentFolder({ "post.md": article({ body: "Line one.\n\n[gone](/nope)" }) });
    const [post] = readContent(directory).posts;
    if (!post) throw new Error("fixture post missing");
    const error = await renderArticle(post, { knownRoutes: new Set(), base: "/" }).catch(
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(ContentError);
    expect((error as ContentError).problems).toEqual([
      {
        file: post.file,
        // Seven lines of front matter, a blank line, "Line one.", a blank line: the link's is 11.
        line: 11,
        message: "links to /nope, which is not a page of this site",
      },
    ]);
  });
});
