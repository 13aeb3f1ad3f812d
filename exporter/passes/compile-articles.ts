import { articleCompileKey, isCompiled } from "../../app/lib/content/compile-cache.server";
import { ContentError } from "../../app/lib/content/content-error";
import { knownRoutes, readContent, type ContentIndex } from "../../app/lib/content/posts.server";
import { normalizeBase } from "../../app/lib/paths";
import { contentPipelineHash } from "../vite/content-pipeline-hash";
import { buildPool, closeBuildPool } from "../workers/build-pool";
import { collectGarbageSooner } from "../workers/collect-garbage-sooner";
import type { compileArticle } from "../workers/build-worker";
import type { BuildContext } from "../context";

async function compileEveryArticle(context: BuildContext): Promise<ContentIndex> {
  const started = performance.now();
  collectGarbageSooner();
  const index = readContent();
  const routes = knownRoutes(index);
  context.workerData = {
    knownRoutes: [...routes],
    base: normalizeBase(process.env.BASE_PATH),
    pipeline: contentPipelineHash(),
  };
  const { base, pipeline } = context.workerData;
  context.compileKeys = new Map(
    index.posts.map((post) => [post.route, articleCompileKey(post, { base, knownRoutes: routes }, pipeline)]),
  );
  // Only what the cache lacks goes to the worker threads: after one edit, one article.
  const missing = index.posts.filter((post) => !isCompiled(context.compileKeys?.get(post.route) ?? ""));
  const compile = (post: (typeof index.posts)[number]): ReturnType<typeof compileArticle> =>
    buildPool(context).run(post, { name: "compileArticle" });
  const problems = (await Promise.all(missing.map(compile))).flat();
  if (problems.length > 0) {
    await closeBuildPool(context);
    throw new ContentError(problems);
  }
  if (process.env.BUILD_TIMINGS)
    console.log(
      `  content read, ${missing.length} of ${index.posts.length} articles compiled: ${Math.round(performance.now() - started)} ms`,
    );
  return index;
}

/**
 * Compiles every article, on every core, before anything is prerendered: a bad article stops the
 * build with one message that lists every problem, instead of a failed page somewhere in the
 * middle, and the pages then read each article from the compile cache instead of compiling it
 * again. React Router asks for the prerender list more than once a build; this runs once.
 */
export function compileArticles(context: BuildContext): Promise<ContentIndex> {
  context.content ??= compileEveryArticle(context);
  return context.content;
}
