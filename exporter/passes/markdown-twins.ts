import { writeFile } from "node:fs/promises";
import path from "node:path";
import { compiledBody } from "../../app/lib/content/compiled-body.server";
import { readCompiled } from "../../app/lib/content/compile-cache.server";
import type { RenderedArticle } from "../../app/lib/markdown/render.server";
import { markdownTwinDocument } from "../../app/lib/markdown-twin";
import { markdownTwinPath } from "../../app/lib/urls/article-route";
import type { OutputFolder } from "../output-folder";
import type { CompiledContent } from "./compile-articles";
import { COPIES_AT_ONCE, inParallel } from "../in-parallel";

/**
 * Every article's Markdown twin, `post_YYYYMMDD.md` beside its page, for tools that read Markdown
 * better than a page (listed in /llms.txt, linked from the page's head). Its body was compiled with
 * the page's, on the worker threads and into the same cache (remark-markdown-twin.server.ts), so
 * this reads it from there: no article is compiled again. React Router cannot prerender these
 * files, since `/post_YYYYMMDD.md` is also a match for the article route's `:slug`.
 */
export async function writeMarkdownTwins(
  { content, compileKeys, shared }: CompiledContent,
  { clientDirectory }: OutputFolder,
): Promise<number> {
  const options = { knownRoutes: new Set(shared.knownRoutes), base: shared.base };
  await inParallel(content.posts, COPIES_AT_ONCE, async (post) => {
    // By the key the compile stage computed (hashing an article's images again would cost as
    // much as reading it); compiled here only when the cache is off.
    const { markdown } =
      readCompiled<RenderedArticle>(compileKeys.get(post.route) ?? "") ??
      (await compiledBody(post, options, shared.pipeline));
    const file = path.join(clientDirectory, markdownTwinPath(post.route).slice(1));
    await writeFile(file, markdownTwinDocument(post, markdown, shared.base));
  });
  return content.posts.length;
}
