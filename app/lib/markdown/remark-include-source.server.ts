import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { Code, Root } from "mdast";
import { visit } from "unist-util-visit";
import { parseCodeMeta } from "./code-meta";
import type { Report } from "./report";

function readSource(absolutePath: string): string | null {
  try {
    if (!statSync(absolutePath).isFile()) return null;
    const text = readFileSync(absolutePath, "utf8");
    return text.trim() === "" ? null : text.replace(/\n$/, "");
  } catch {
    return null;
  }
}

/**
 * A code block whose info string names `file="relative/path"` shows that file instead of inline
 * code, so a post can quote real, compiled source. The path is relative to the article.
 */
export function remarkIncludeSource({ articlePath, report }: { articlePath: string; report: Report }) {
  return (tree: Root) => {
    visit(tree, "code", (node: Code) => {
      const { file } = parseCodeMeta(node.meta);
      if (file === undefined) return;
      const absolutePath = path.resolve(path.dirname(articlePath), file);
      const source = readSource(absolutePath);
      if (source === null) {
        report(node, `code block includes "${file}": File does not exist or is empty`);
        return;
      }
      node.value = source;
    });
  };
}
