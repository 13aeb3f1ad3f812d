import { articleCompileKey, isCompiled } from "../../app/lib/content/compile-cache.server";
import { ContentError, type ContentProblem } from "../../app/lib/content/content-error";
import { knownRoutes } from "../../app/lib/urls/site-paths";
import { readContent, type ContentIndex, type Post } from "../../app/lib/content/posts.server";
import { normalizeBase } from "../../app/lib/urls/base-path";
import { contentPipelineHash } from "../cache";
import { BuildPool } from "../workers/build-pool";
import { collectGarbageSooner } from "../workers/collect-garbage-sooner";
import type { BuildWorkerData } from "../workers/build-worker";
import type { CompileOptions } from "../workers/compile-article";

/**
 * Up to this many articles missing from the cache (an edit) are compiled on this thread, which
 * waits for them anyway: starting a worker thread and loading the compiler into it kept it idle
 * for 2 s after one edit at 1,000 articles. More go to the worker threads, on every core.
 */
const COMPILED_HERE = 3;

/** What the first stage hands the others: the content, compiled into the cache. */
export interface CompiledContent {
  content: ContentIndex;
  /** Each article's compile key, by route: where its compiled body is in the cache. */
  compileKeys: ReadonlyMap<string, string>;
  /** What an article's compile depends on besides itself (the worker threads get the same). */
  shared: BuildWorkerData;
  /** The worker threads, for the rest of the build's per-article work (the social cards). */
  pool: BuildPool;
}

/** Compiles `missing`, here or on the worker threads; resolves to every problem found. */
async function compile(
  pool: BuildPool,
  missing: readonly Post[],
  options: CompileOptions,
  pipeline: string,
): Promise<ContentProblem[]> {
  if (missing.length <= COMPILED_HERE) {
    const { compileArticle } = await import("../workers/compile-article");
    return (await Promise.all(missing.map((post) => compileArticle(post, options, pipeline)))).flat();
  }
  return (await Promise.all(missing.map((post) => pool.compileArticle(post)))).flat();
}

/**
 * Reads and validates every article and compiles each one the cache lacks, on every core, before
 * anything is prerendered: a bad article stops the build with one message that lists every
 * problem, instead of a failed page somewhere in the middle, and the pages then read each article
 * from the compile cache instead of compiling it again.
 */
export async function compileArticles(): Promise<CompiledContent> {
  const started = performance.now();
  collectGarbageSooner();
  const content = readContent();
  const routes = knownRoutes(content);
  const shared: BuildWorkerData = {
    knownRoutes: [...routes],
    base: normalizeBase(process.env.BASE_PATH),
    pipeline: contentPipelineHash(),
  };
  const options: CompileOptions = { base: shared.base, knownRoutes: routes };
  const compileKeys = new Map(
    content.posts.map((post) => [post.route, articleCompileKey(post, options, shared.pipeline)]),
  );
  // Only what the cache lacks is compiled: after one edit, one article.
  const missing = content.posts.filter((post) => !isCompiled(compileKeys.get(post.route) ?? ""));
  const pool = new BuildPool(shared);
  try {
    const problems = await compile(pool, missing, options, shared.pipeline);
    if (problems.length > 0) throw new ContentError(problems);
  } catch (error) {
    // The build stops here: its threads must not keep the process alive.
    await pool.close();
    throw error;
  }
  if (process.env.BUILD_TIMINGS)
    console.log(
      `  content read, ${missing.length} of ${content.posts.length} articles compiled: ${Math.round(performance.now() - started)} ms`,
    );
  return { content, compileKeys, shared, pool };
}
