import { writeFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import { parseHTML } from "linkedom";
import { article, contentFolder } from "../../../../tests/content-fixture";
import { ContentError, type ContentProblem } from "../../content/content-error";
import { knownRoutes } from "../../urls/site-paths";
import { readContent } from "../../content/posts.server";
import { renderArticle } from "../render.server";

/**
 * One article with `body`, dated 20240817, in a throwaway content folder, with `files` written
 * beside it (paths relative to content/posts). Its front matter takes lines 1-7 and a blank line
 * follows, so the body starts on line 9 of the file.
 */
export function articleFixture(body: string, files: Record<string, string> = {}) {
  const directory = contentFolder({ "post.md": article({ body }) });
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(directory, "posts", name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  const index = readContent(directory);
  const [post] = index.posts;
  if (!post) throw new Error("fixture post missing");
  const options = { knownRoutes: knownRoutes(index), base: "/" };
  return {
    postsDirectory: path.join(directory, "posts"),
    html: async () => (await renderArticle(post, options)).html,
    /** The features the compiled body declares (body-features.ts). */
    features: async () => (await renderArticle(post, options)).features,
    /** The problems the build reports for the article: none when it compiles. */
    problems: () =>
      renderArticle(post, options).then(
        (): ContentProblem[] => [],
        (thrown: unknown) => {
          if (thrown instanceof ContentError) return [...thrown.problems];
          throw thrown;
        },
      ),
  };
}

/** Compiled article HTML as a document, to query as a browser would. */
export function documentOf(html: string): Document {
  return parseHTML(`<!doctype html><html><body>${html}</body></html>`).document;
}
