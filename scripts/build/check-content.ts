import { ContentError } from "../../app/lib/content/content-error";
import { knownRoutes, readContent, type ContentIndex } from "../../app/lib/content/posts.server";
import { checkArticle } from "../../app/lib/markdown/render.server";
import { normalizeBase } from "../../app/lib/paths";

/**
 * Validates all content before anything is prerendered, so a bad article stops the build with
 * one message that lists every problem, instead of a failed page somewhere in the middle.
 */
export async function checkAllContent(): Promise<ContentIndex> {
  const index = readContent();
  const options = { knownRoutes: knownRoutes(index), base: normalizeBase(process.env.BASE_PATH) };
  const problems = (await Promise.all(index.posts.map((post) => checkArticle(post, options)))).flat();
  if (problems.length > 0) throw new ContentError(problems);
  return index;
}
