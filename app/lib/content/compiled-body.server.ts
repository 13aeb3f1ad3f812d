import { renderArticle, type RenderOptions } from "../markdown/render.server";
import { articleCompileKey, cachedCompile } from "./compile-cache.server";
import type { Post } from "./posts.server";

// Apart from the page's data (article.server.ts): the build's worker threads import this module,
// and need none of what a page adds to the body (neighbours, series, the site's paths, which
// would load React Router into every thread).

/**
 * The compiled body of one article, from the build cache when nothing it depends on changed. The
 * build's worker threads fill the cache before prerendering (exporter/passes/compile-articles.ts),
 * handing in the pipeline hash that the server bundle has as a define.
 */
export function compiledBody(post: Post, options: RenderOptions, pipeline?: string) {
  const key = articleCompileKey(post, options, pipeline);
  if (process.env.NODE_ENV === "production") return cachedCompile(key, () => renderArticle(post, options));
  return compiledWhileWriting(key, () => renderArticle(post, options));
}

// While writing there is no cache on disk (the compiler may be changing), but the pages opened
// are kept in memory, so the feeds' 20 articles, a revisit or an edit to another article do not
// compile them again. This module imports the compiler, so an edit to the compiler starts it
// afresh; the key covers everything else an article's output depends on.
const WRITING_CACHE_SIZE = 200;
const writingCache = new Map<string, ReturnType<typeof renderArticle>>();

function compiledWhileWriting(key: string, compile: () => ReturnType<typeof renderArticle>) {
  let compiled = writingCache.get(key);
  if (compiled === undefined) {
    compiled = compile();
    // A failed compile (a content error) is not kept: the page reports it until it is fixed.
    compiled.catch(() => writingCache.delete(key));
    writingCache.set(key, compiled);
    const oldest = writingCache.keys().next().value;
    if (writingCache.size > WRITING_CACHE_SIZE && oldest !== undefined) writingCache.delete(oldest);
  }
  return compiled;
}
