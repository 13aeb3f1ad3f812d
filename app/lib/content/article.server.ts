import { renderArticle, type RenderOptions } from "../markdown/render.server";
import { tableOfContents } from "../markdown/toc";
import { articleCompileKey, cachedCompile } from "./compile-cache.server";
import type { ArticleLink } from "./post-summary";
import { ContentError } from "./content-error";
import { contentProblemsAt, getContent, knownRoutes, positionOf, type Post } from "./posts.server";
import { relatedArticles } from "./related";
import { seriesOf } from "./series";
import { repository } from "../../site.config";
import { editUrl } from "../source-link";

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

/** Everything an article page shows, compiled at build time. */
export async function loadArticle(route: string, base: string) {
  const index = getContent();
  // While writing, a broken article's page names its problems (see the root ErrorBoundary).
  const problems = contentProblemsAt(route);
  if (problems.length > 0) throw new ContentError(problems);
  const position = positionOf(index, route);
  const post = index.posts[position];
  if (post === undefined) return undefined;
  const link = (neighbour: Post | undefined): ArticleLink | null =>
    neighbour ? { title: neighbour.title, route: neighbour.route } : null;
  const { html, toc } = await compiledBody(post, { knownRoutes: knownRoutes(index), base });
  return {
    title: post.title,
    date: post.date,
    updated: post.updated ?? null,
    changes: post.changes,
    isoDate: post.isoDate,
    route: post.route,
    // Only a cross-post has one; undefined leaves it out of the page's data.
    canonical: post.canonical,
    excerpt: post.excerpt,
    summary: post.summary,
    tags: post.tags,
    readingMinutes: post.readingMinutes,
    editUrl: editUrl(repository, post.file),
    html,
    toc: tableOfContents(toc),
    series: seriesOf(post, index.posts),
    related: relatedArticles(post, index.posts),
    // The list is newest first: the previous (older) article comes after this one.
    previous: link(index.posts[position + 1]),
    next: link(index.posts[position - 1]),
  };
}
