import { renderArticle, type RenderedArticle, type RenderOptions } from "../markdown/render.server";
import { readBuildPlan } from "./build-plan.server";
import { articleCompileKey, readCompiled } from "./compile-cache.server";
import { hasSource, type Post, type PostSource } from "./posts.server";

/**
 * The compiled body of one article. A build's pages read it from the compile cache by the key in
 * the build plan: the build's first stage compiled every article there before any page is
 * prerendered (exporter/passes/compile-articles.ts), and its index holds no Markdown. While
 * writing, it is compiled from the Markdown as it is now.
 */
export function compiledBody(post: Post, options: RenderOptions): Promise<RenderedArticle> {
  if (hasSource(post)) return compiledWhileWriting(post, options);
  const key = readBuildPlan().compileKeys[post.route];
  if (key === undefined) throw new Error(`${post.file} is not in the build plan`);
  return Promise.resolve(readCompiled(key));
}

// While writing there is no cache on disk (the compiler may be changing), but the pages opened
// are kept in memory, so the feeds' 20 articles, a revisit or an edit to another article do not
// compile them again. This module imports the compiler, so an edit to the compiler starts it
// afresh (the key's pipeline part is left empty); the key covers everything else an article's
// output depends on.
const WRITING_CACHE_SIZE = 200;
const writingCache = new Map<string, Promise<RenderedArticle>>();

function compiledWhileWriting(post: PostSource, options: RenderOptions): Promise<RenderedArticle> {
  const key = articleCompileKey(post, options, "");
  let compiled = writingCache.get(key);
  if (compiled === undefined) {
    compiled = renderArticle(post, options);
    // A failed compile (a content error) is not kept: the page reports it until it is fixed.
    compiled.catch(() => writingCache.delete(key));
    writingCache.set(key, compiled);
    const oldest = writingCache.keys().next().value;
    if (writingCache.size > WRITING_CACHE_SIZE && oldest !== undefined) writingCache.delete(oldest);
  }
  return compiled;
}
