import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { article, contentFolder } from "../../../../tests/content-fixture";
import { loadArticle } from "../article.server";
import { compiledBody } from "../compiled-body.server";
import { ContentError } from "../content-error";
import { readContent } from "../posts.server";
import { knownRoutes } from "../../urls/site-paths";

/**
 * What an article page is given, read from a made-up content folder as the dev server reads it
 * (the built site's pages are checked as files by the output layer).
 */
const code = Array.from({ length: 24 }, (_, line) => `const line${line + 1} = ${line + 1};`).join("\n");

function blog() {
  return contentFolder({
    "first.md": article({ date: '"20240817"', title: "First", tags: "[azure]" }),
    "second.md": article({
      date: '"20240818"',
      title: "Second",
      tags: "[azure, react]",
      extra: 'changes:\n  - date: "20240901"\n    what: "A fix."\n',
      body: `Some text.\n\n\`\`\`ts\n${code}\n\`\`\`\n`,
    }),
    "third.md": article({ date: '"20240819"', title: "Third", tags: "[react]" }),
    "broken.md": article({ date: '"20240820"', tags: "[not-a-tag]" }),
  });
}

afterEach(() => vi.unstubAllEnvs());

describe("an article page's data", () => {
  it("has the article's facts, its neighbours in date order, and its compiled body", async () => {
    vi.stubEnv("CONTENT_DIR", blog());
    vi.stubEnv("NODE_ENV", "development");
    const second = await loadArticle("/post_20240818", "/");
    expect(second).toMatchObject({
      title: "Second",
      date: "20240818",
      updated: "20240901",
      isoDate: "2024-08-18",
      route: "/post_20240818",
      tags: ["azure", "react"],
      // The list is newest first: the previous article is the older one.
      previous: { title: "First", route: "/post_20240817" },
      next: { title: "Third", route: "/post_20240819" },
    });
    expect(second?.html).toContain("Some text.");
    // A listing longer than the cap says how much more there is, and is kept out of the index.
    expect(second?.html).toContain('<details class="code-block__more" data-pagefind-ignore="">');
    expect(second?.html).toContain(
      '<summary><span class="code-block__show">7 more lines · Show all 24</span><span class="code-block__hide">Show fewer lines</span></summary>',
    );
    const first = await loadArticle("/post_20240817", "/");
    expect(first).toMatchObject({ updated: null, previous: null, next: { title: "Second" } });
    expect((await loadArticle("/post_20240819", "/"))?.next).toBeNull();
  });

  it("is nothing for a route no article has, and the problems for a broken one", async () => {
    vi.stubEnv("CONTENT_DIR", blog());
    vi.stubEnv("NODE_ENV", "development");
    expect(await loadArticle("/post_20240821", "/")).toBeUndefined();
    await expect(loadArticle("/post_20240820", "/")).rejects.toBeInstanceOf(ContentError);
  });

  it("while writing, compiles an article once and keeps it, unless it failed", async () => {
    vi.stubEnv("NODE_ENV", "development");
    const directory = contentFolder({ "a.md": article({ body: `Text ${path.basename(blog())}.` }) });
    const index = readContent(directory);
    const [post] = index.posts;
    if (!post) throw new Error("fixture post missing");
    const options = { knownRoutes: knownRoutes(index), base: "/" };
    const once = compiledBody(post, options);
    expect(compiledBody(post, options)).toBe(once);
    expect((await once).html).toContain("Text ");
    const broken = { ...post, body: "[gone](/post_20990101)" };
    const failed = compiledBody(broken, options);
    await expect(failed).rejects.toBeInstanceOf(ContentError);
    expect(compiledBody(broken, options)).not.toBe(failed);
    await expect(compiledBody(broken, options)).rejects.toBeInstanceOf(ContentError);
  });
});
