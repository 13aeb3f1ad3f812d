import { articleCompileKey, isCompiled } from "../../app/lib/content/compile-cache.server";
import { ContentError, type ContentProblem } from "../../app/lib/content/content-error";
import { knownRoutes } from "../../app/lib/urls/site-paths";
import { readContent, type ContentIndex, type Post } from "../../app/lib/content/posts.server";
import { normalizeBase } from "../../app/lib/urls/base-path";
import { contentPipelineHash } from "../cache";
import { buildPool, closeBuildPool } from "../workers/build-pool";
import { collectGarbageSooner } from "../workers/collect-garbage-sooner";
import type { compileArticle as compileOnThreads } from "../workers/build-worker";
import type { CompileOptions } from "../workers/compile-article";
import type { BuildContext } from "../context";

/**
 * Up to this many articles missing from the cache (an edit) are compiled on this thread, which
 * waits for them anyway: starting a worker thread and loading the compiler into it kept it idle
 * for 2 s after one edit at 1,000 articles. More go to the worker threads, on every core.
 */
const COMPILED_HERE = 3;

/** Compiles `missing`, here or on the worker threads; resolves to every problem found. */
async function compile(
  context: BuildContext,
  missing: readonly Post[],
  options: CompileOptions,
  pipeline: string,
): Promise<ContentProblem[]> {
  if (missing.length <= COMPILED_HERE) {
    const { compileArticle } = await import("../workers/compile-article");
    return (await Promise.all(missing.map((post) => compileArticle(post, options, pipeline)))).flat();
  }
  const onThreads = (post: Post): ReturnType<typeof compileOnThreads> =>
    buildPool(context).run(post, { name: "compileArticle" });
  return (await Promise.all(missing.map(onThreads))).flat();
}

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
  const options: CompileOptions = { base, knownRoutes: routes };
  context.compileKeys = new Map(
    index.posts.map((post) => [post.route, articleCompileKey(post, options, pipeline)]),
  );
  // Only what the cache lacks is compiled: after one edit, one article.
  const missing = index.posts.filter((post) => !isCompiled(context.compileKeys?.get(post.route) ?? ""));
  const problems = await compile(context, missing, options, pipeline);
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
