import { storeCompiled } from "../../app/lib/content/compile-cache.server";
import { ContentError, type ContentProblem } from "../../app/lib/content/content-error";
import type { PostSource } from "../../app/lib/content/posts.server";
import { renderArticle, type RenderOptions } from "../../app/lib/markdown/render.server";

/** One article to compile into the cache, under the key the build's first stage computed for it. */
export interface CompileTask {
  post: PostSource;
  key: string;
}

/** Compiles one article into the cache; returns what is wrong with it, if anything. */
export async function compileArticle(
  { post, key }: CompileTask,
  options: RenderOptions,
): Promise<ContentProblem[]> {
  try {
    storeCompiled(key, await renderArticle(post, options));
    return [];
  } catch (error) {
    if (error instanceof ContentError) return [...error.problems];
    throw error;
  }
}
