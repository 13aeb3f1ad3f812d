import { compiledBody } from "../../app/lib/content/compiled-body.server";
import { ContentError, type ContentProblem } from "../../app/lib/content/content-error";
import type { Post } from "../../app/lib/content/posts.server";

/** How an article is compiled: the site's routes its links may name, and the base path. */
export interface CompileOptions {
  knownRoutes: ReadonlySet<string>;
  base: string;
}

/** Compiles one article into the cache; returns what is wrong with it, if anything. */
export async function compileArticle(
  post: Post,
  options: CompileOptions,
  pipeline: string,
): Promise<ContentProblem[]> {
  try {
    await compiledBody(post, options, pipeline);
    return [];
  } catch (error) {
    if (error instanceof ContentError) return [...error.problems];
    throw error;
  }
}
