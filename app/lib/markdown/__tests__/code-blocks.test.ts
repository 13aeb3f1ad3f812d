import { describe, expect, it } from "vitest";
import { article, contentFolder } from "../../../../tests/content-fixture";
import { readContent } from "../../content/posts.server";
import { knownRoutes } from "../../urls/site-paths";
import { MIN_FOLDED_LINES, VISIBLE_CODE_LINES, isFolded } from "../highlight.server";
import { renderArticle } from "../render.server";

/** How a fenced code block is framed and annotated (render.test.ts checks the figure's parts). */
async function html(body: string): Promise<string> {
  const index = readContent(contentFolder({ "post.md": article({ body }) }));
  const [post] = index.posts;
  if (!post) throw new Error("fixture post missing");
  return (await renderArticle(post, { knownRoutes: knownRoutes(index), base: "/" })).html;
}
const listing = (lines: number) =>
  Array.from({ length: lines }, (_, line) => `const v${line + 1} = ${line + 1};`).join("\n");

describe("a code block", () => {
  it(`offers Show all only when it reveals at least ${MIN_FOLDED_LINES} lines, and says how many`, async () => {
    const capped = await html(`\`\`\`ts\n${listing(VISIBLE_CODE_LINES)}\n\`\`\``);
    expect(capped).toContain('<figure class="code-block">');
    expect(capped.match(/class="line"/g)).toHaveLength(VISIBLE_CODE_LINES);
    expect(capped).not.toContain("<details");
    // One to five lines past the cap: the same capped block, which scrolls, with no bar.
    const scrolls = await html(`\`\`\`ts\n${listing(VISIBLE_CODE_LINES + MIN_FOLDED_LINES - 1)}\n\`\`\``);
    expect(scrolls).toContain('<figure class="code-block">');
    expect(scrolls).not.toContain("<details");
    const folded = await html(`\`\`\`ts\n${listing(VISIBLE_CODE_LINES + MIN_FOLDED_LINES)}\n\`\`\``);
    const lines = VISIBLE_CODE_LINES + MIN_FOLDED_LINES;
    expect(folded).toContain('<figure class="code-block">');
    expect(folded.match(/class="line"/g)).toHaveLength(lines);
    expect(folded).toContain(
      `<details class="code-block__more" data-pagefind-ignore=""><summary><span class="code-block__show">${MIN_FOLDED_LINES} more lines · Show all ${lines}</span><span class="code-block__hide">Show fewer lines</span></summary>`,
    );
    expect(isFolded(VISIBLE_CODE_LINES + 1)).toBe(false);
  });

  it("labels plain text Text, and shows no title it was not given", async () => {
    const page = await html("```text\nplain words\n```\n\n```\nbare fence\n```");
    expect(page.match(/<span class="code-block__language">Text<\/span>/g)).toHaveLength(2);
    expect(page).not.toContain("code-block__title");
    expect(page).toContain('<figcaption class="code-block__bar" data-pagefind-ignore="">');
  });

  it("numbers lines on request and marks the lines the notation comments and the meta name", async () => {
    const page = await html(
      "```ts showLineNumbers {1}\nconst a = 1;\nconst b = 2; // [!code ++]\nconst c = 3; // [!code highlight]\n```",
    );
    expect(page).toContain('<pre class="shiki site-code has-diff has-highlighted line-numbers sh"');
    expect(page.match(/class="line highlighted"/g)).toHaveLength(2);
    expect(page).toContain('class="line diff add"');
    expect(page).not.toContain("[!code");
    // Without the flag, no numbers.
    expect(await html("```ts\nconst a = 1;\n```")).not.toContain("line-numbers");
  });
});
