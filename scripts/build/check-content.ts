import { ContentError, type ContentProblem } from "../../app/lib/content/content-error";
import { knownRoutes, readContent, type ContentIndex } from "../../app/lib/content/posts.server";
import { checkArticle } from "../../app/lib/markdown/render.server";
import { normalizeBase } from "../../app/lib/paths";

let checked: Promise<ContentIndex> | undefined;

async function checkEveryArticle(): Promise<ContentIndex> {
  const index = readContent();
  const options = { knownRoutes: knownRoutes(index), base: normalizeBase(process.env.BASE_PATH) };
  const problems: ContentProblem[] = [];
  // One at a time: the work is synchronous anyway, and starting them all at once would hold
  // every article's syntax tree in memory together (gigabytes at 10,000 articles).
  for (const post of index.posts) problems.push(...(await checkArticle(post, options)));
  if (problems.length > 0) throw new ContentError(problems);
  return index;
}

/**
 * Validates all content before anything is prerendered, so a bad article stops the build with
 * one message that lists every problem, instead of a failed page somewhere in the middle. React
 * Router asks for the prerender list more than once a build; the content is checked once.
 */
export function checkAllContent(): Promise<ContentIndex> {
  checked ??= checkEveryArticle();
  return checked;
}
