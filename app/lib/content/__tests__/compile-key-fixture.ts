import { articleCompileKey } from "../compile-cache.server";

/** An article's compile key by the parts of the key: its Markdown and where it is, among them. */
export function compileKey(
  parts: {
    markdown: string;
    articlePath: string;
    base: string;
    knownRoutes: ReadonlySet<string>;
    images?: string;
  },
  pipeline: string,
): string {
  return articleCompileKey(
    { body: parts.markdown, absolutePath: parts.articlePath },
    parts,
    pipeline,
    parts.images,
  );
}
