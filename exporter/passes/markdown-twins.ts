import { writeFile } from "node:fs/promises";
import path from "node:path";
import { readCompiled } from "../../app/lib/content/compile-cache.server";
import type { RenderedArticle } from "../../app/lib/markdown/render.server";
import { markdownTwinDocument } from "../../app/lib/markdown-twin";
import { markdownTwinPath } from "../../app/lib/urls/article-route";
import type { OutputFolder } from "../output-folder";
import type { CompiledContent } from "./compile-articles";
import { inParallel } from "../in-parallel";

/**
 * The Markdown twin of each article rendered this build, `post_YYYYMMDD.md` beside its page (the
 * others are taken from the previous build with their pages, ../previous-build.ts), for tools that
 * read Markdown better than a page (listed in /llms.txt, linked from the page's head). Its body was compiled with
 * the page's, on the worker threads and into the same cache (remark-markdown-twin.server.ts), so
 * this reads it from there, by the key the compile stage computed: no article is compiled again.
 * React Router cannot prerender these files, since `/post_YYYYMMDD.md` is also a match for the
 * article route's `:slug`.
 */
export async function writeMarkdownTwins(
  { content, compileKeys, base }: CompiledContent,
  { clientDirectory }: OutputFolder,
  rendered: readonly string[],
): Promise<void> {
  const routes = new Set(rendered);
  await inParallel(
    content.posts.filter((post) => routes.has(post.route)),
    async (post) => {
      const { markdown } = readCompiled<RenderedArticle>(compileKeys.get(post.route) ?? "");
      const file = path.join(clientDirectory, markdownTwinPath(post.route).slice(1));
      await writeFile(file, markdownTwinDocument(post, markdown, base));
    },
  );
}
