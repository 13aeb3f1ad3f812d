import { compiledBody } from "./content/compiled-body.server";
import { getContent, positionOf } from "./content/posts.server";
import { knownRoutes } from "./urls/site-paths";
import { markdownTwinDocument } from "./markdown-twin";

/**
 * The Markdown twin of the article at `route`, compiled from the files as they are now, or
 * undefined when no article has that route: what `npm run dev` answers for `/post_YYYYMMDD.md`
 * (vite/markdown-twins-dev.ts). The build writes the same document from its compile
 * cache (exporter/passes/markdown-twins.ts).
 */
export async function markdownTwinFile(route: string, base: string): Promise<string | undefined> {
  const index = getContent();
  const post = index.posts[positionOf(index, route)];
  if (post === undefined) return undefined;
  const { markdown } = await compiledBody(post, { knownRoutes: knownRoutes(index), base });
  return markdownTwinDocument(post, markdown, base);
}
