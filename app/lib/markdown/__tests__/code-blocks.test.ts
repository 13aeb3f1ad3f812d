import { describe, expect, it } from "vitest";
import { article, contentFolder } from "../../../../tests/content-fixture";
import { knownRoutes, readContent } from "../../content/posts.server";
import { VISIBLE_CODE_LINES } from "../highlight.server";
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
  it(`shows ${VISIBLE_CODE_LINES} lines in full, and says what is hidden past them`, async () => {
    const full = await html(`\`\`\`ts\n${listing(VISIBLE_CODE_LINES)}\n\`\`\``);
    expect(full).toContain(`data-lines="${VISIBLE_CODE_LINES}"`);
    expect(full).not.toContain("<details");
    const one = await html(`\`\`\`ts\n${listing(VISIBLE_CODE_LINES + 1)}\n\`\`\``);
    expect(one).toContain(`data-lines="${VISIBLE_CODE_LINES + 1}"`);
    expect(one).toContain(
      `<details class="code-block__more" data-pagefind-ignore=""><summary><span class="code-block__show">1 more line · Show all ${VISIBLE_CODE_LINES + 1}</span>`,
    );
  });

  it("labels plain text Text, and shows no title it was not given", async () => {
    const page = await html("```text\nplain words\n```\n\n```\nbare fence\n```");
    expect(page.match(/<span class="code-block__language">Text<\/span>/g)).toHaveLength(2);
    expect(page).not.toContain("code-block__title");
    expect(page).toContain('<figcaption class="code-block__bar">');
  });

  it("numbers lines on request and marks the lines the notation comments and the meta name", async () => {
    const page = await html(
      "```ts showLineNumbers {1}\nconst a = 1;\nconst b = 2; // [!code ++]\nconst c = 3; // [!code highlight]\n```",
    );
    expect(page).toMatch(/<pre class="shiki site-code has-diff has-highlighted line-numbers __shiki_\w+"/);
    expect(page.match(/class="line highlighted"/g)).toHaveLength(2);
    expect(page).toContain('class="line diff add"');
    expect(page).not.toContain("[!code");
    // Without the flag, no numbers.
    expect(await html("```ts\nconst a = 1;\n```")).not.toContain("line-numbers");
  });
});
