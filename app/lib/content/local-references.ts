import path from "node:path";

// Local files an article pulls in: images (`![alt](./images/x.svg)`) and included sources
// (`file="../../app/x.ts"`). A miss here would only cost a recompile, never a wrong page,
// as long as every such reference is found; the patterns match the syntax the checks accept.
const LOCAL_REFERENCES = [/!\[[^\]]*\]\(\s*<?([^)\s>]+)/g, /\bfile="([^"]+)"/g];

/** The local files an article's Markdown references: as written, and resolved beside the article. */
export function localReferences(
  markdown: string,
  articlePath: string,
): { reference: string; file: string }[] {
  return LOCAL_REFERENCES.flatMap((pattern) => [...markdown.matchAll(pattern)])
    .map(([, reference]) => reference)
    .filter((reference): reference is string => reference !== undefined && !/^[a-z]+:/i.test(reference))
    .map((reference) => ({ reference, file: path.resolve(path.dirname(articlePath), reference) }));
}
