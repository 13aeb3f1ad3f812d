import { ContentError } from "../../app/lib/content/content-error";
import { knownRoutes, readContent, type ContentIndex } from "../../app/lib/content/posts.server";
import { normalizeBase } from "../../app/lib/paths";
import { contentPipelineHash } from "../vite/content-pipeline-hash";
import { closeBuildPool, openBuildPool } from "../workers/build-pool";
import { collectGarbageSooner } from "../workers/collect-garbage-sooner";
import type { compileArticle } from "../workers/build-worker";
import type { BuildContext } from "../context";

async function compileEveryArticle(context: BuildContext): Promise<ContentIndex> {
  collectGarbageSooner();
  const index = readContent();
  const pool = openBuildPool(context, {
    knownRoutes: [...knownRoutes(index)],
    base: normalizeBase(process.env.BASE_PATH),
    pipeline: contentPipelineHash(),
  });
  const compile = (post: (typeof index.posts)[number]): ReturnType<typeof compileArticle> =>
    pool.run(post, { name: "compileArticle" });
  const problems = (await Promise.all(index.posts.map(compile))).flat();
  if (problems.length > 0) {
    await closeBuildPool(context);
    throw new ContentError(problems);
  }
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
