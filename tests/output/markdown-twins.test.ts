import { readFileSync } from "node:fs";
import type { Root } from "mdast";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import { describe, expect, it } from "vitest";
import { posts } from "../../e2e/site-routes";
import { absolute, exists, linked, page, text } from "./built-site";

/** The Markdown for tools, as files: /llms.txt and one twin per article, linked from its page. */
const twinOf = (route: string) => text(`${route}.md`);

const parse = (markdown: string): Root => unified().use(remarkParse).use(remarkGfm).parse(markdown);

function urlsIn(markdown: string): string[] {
  const urls: string[] = [];
  visit(parse(markdown), (node) => {
    if (node.type === "link" || node.type === "image" || node.type === "definition") urls.push(node.url);
  });
  return urls;
}

describe("each article's Markdown twin", () => {
  it("is published beside the page and named in its head as text/markdown", () => {
    for (const post of posts) {
      expect(exists(`${post.route}.md`), post.route).toBe(true);
      const alternate = page(post.route).querySelector('link[rel="alternate"][type="text/markdown"]');
      expect(alternate?.getAttribute("href"), post.route).toBe(linked(`${post.route}.md`));
    }
  });

  it("starts with its facts and its title as the heading, and links only absolutely", () => {
    for (const post of posts) {
      const twin = twinOf(post.route);
      expect(twin.startsWith(`---\ntitle: `), post.route).toBe(true);
      expect(twin, post.route).toContain(`\nurl: ${absolute(post.route)}\n`);
      expect(twin, post.route).toContain(`\n# ${post.title}\n`);
      for (const url of urlsIn(twin)) expect(url, `${post.route}: ${url}`).toMatch(/^(https?|mailto):/);
    }
  });

  it("shows an included file in full, as the page does", () => {
    const blocks: { meta: string; value: string }[] = [];
    visit(parse(twinOf("/post_20240824")), "code", (node) =>
      blocks.push({ meta: node.meta ?? "", value: node.value }),
    );
    const included = blocks.find((block) => block.meta.includes("(this site, today)"));
    expect(included?.meta).toBe('title="app/lib/content/schema.ts (this site, today)"');
    expect(included?.value).toBe(readFileSync("app/lib/content/schema.ts", "utf8").trimEnd());
  });
});

describe("/llms.txt", () => {
  const index = text("/llms.txt");

  it("lists every article with its summary, linking to its twin by absolute URL", () => {
    for (const post of posts)
      expect(index, post.route).toContain(
        `- [${post.title}](${absolute(`${post.route}.md`)}): ${post.summary}\n`,
      );
    expect(index.match(/^- \[/gm)).toHaveLength(posts.length);
  });
});
