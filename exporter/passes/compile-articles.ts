import { articleCompileKey, isCompiled } from "../../app/lib/content/compile-cache.server";
import { ContentError, type ContentProblem } from "../../app/lib/content/content-error";
import { knownRoutes } from "../../app/lib/urls/site-paths";
import type { ContentIndex, PostSource } from "../../app/lib/content/posts.server";
import type { RenderOptions } from "../../app/lib/markdown/render.server";
import { normalizeBase } from "../../app/lib/urls/base-path";
import { contentPipelineHash } from "../cache";
import { BuildPool } from "../workers/build-pool";
import type { CompileTask } from "../workers/compile-article";

/**
 * Up to this many articles missing from the cache are compiled on this thread; more go to the
 * worker threads, on every core. Measured with every article missing (2 cores, 2026-11-28): 27
 * articles took 7.6 s here and 8.9–9.4 s on the threads, 61 took 7.8 and 9.3 s, 150 took 8.2 and
 * 11.4 s, 1,000 took 29.9 and 24.4 s. A thread loads the compiler anew (its modules through tsx,
 * Shiki's grammars), which cost more than the second core won below a few hundred articles.
 */
const COMPILED_HERE = 200;

/** Compiles `missing`, here or on the worker threads; resolves to every problem found. */
async function compile(
  pool: BuildPool,
  missing: readonly CompileTask[],
  options: RenderOptions,
): Promise<ContentProblem[]> {
  if (missing.length <= COMPILED_HERE) {
    const { compileArticle } = await import("../workers/compile-article");
    return (await Promise.all(missing.map((task) => compileArticle(task, options)))).flat();
  }
  return (await Promise.all(missing.map((task) => pool.run("compileArticle", task)))).flat();
}

/** Each article's compile key and what compiling it takes, before anything is compiled. */
export interface CompilePlan {
  options: RenderOptions;
  tasks: CompileTask[];
  /** Each article's compile key, by route: where its compiled body is in the cache. */
  compileKeys: ReadonlyMap<string, string>;
}

/**
 * The key each article (read and validated: `readContent`) is compiled under: the one place the
 * compiler's hash enters a key. The build plan hands the keys to the pages before any is compiled.
 */
export function planCompile(content: ContentIndex<PostSource>): CompilePlan {
  const options: RenderOptions = {
    base: normalizeBase(process.env.BASE_PATH),
    knownRoutes: knownRoutes(content),
  };
  const pipeline = contentPipelineHash();
  const tasks = content.posts.map((post) => ({ post, key: articleCompileKey(post, options, pipeline) }));
  return { options, tasks, compileKeys: new Map(tasks.map(({ post, key }) => [post.route, key])) };
}

/**
 * Compiles each article the cache lacks, before anything is prerendered: a bad article stops the
 * build with one message that lists every problem, instead of a failed page somewhere in the
 * middle, and the pages then read each article from the compile cache by its key.
 */
export async function compileArticles(
  content: ContentIndex<PostSource>,
  { options, tasks, compileKeys }: CompilePlan,
) {
  const started = performance.now();
  // Only what the cache lacks is compiled: after one edit, one article.
  const missing = tasks.filter(({ key }) => !isCompiled(key));
  const pool = new BuildPool(options);
  try {
    const problems = await compile(pool, missing, options);
    if (problems.length > 0) throw new ContentError(problems);
  } catch (error) {
    // The build stops here: its threads must not keep the process alive.
    await pool.close();
    throw error;
  }
  if (process.env.BUILD_TIMINGS)
    console.log(
      `  ${missing.length} of ${content.posts.length} articles compiled: ${Math.round(performance.now() - started)} ms`,
    );
  return {
    content,
    compileKeys,
    /** The base path the articles were compiled for. */
    base: options.base,
    /** The worker threads, for the rest of the build's per-article work (the social cards). */
    pool,
  };
}

/** What the first stage hands the others: the content, compiled into the cache. */
export type CompiledContent = Awaited<ReturnType<typeof compileArticles>>;
