import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Element, Root } from "hast";
import { imageSize } from "image-size";
import { visit } from "unist-util-visit";
import { contentAssetFileName } from "../content/assets.server";

/** Images among the first few blocks may be the largest paint, so they are not deferred. */
const EAGER_BLOCKS = 3;

/**
 * Points images at their hashed published file and gives them intrinsic dimensions, so the page
 * does not shift while they load; images further down load lazily.
 */
export function rehypeImages({ articlePath, base }: { articlePath: string; base: string }) {
  return (tree: Root) => {
    const eagerBlocks = new Set(tree.children.slice(0, EAGER_BLOCKS));
    for (const block of tree.children) {
      visit(block, "element", (node: Element) => {
        const src = node.properties.src;
        if (node.tagName !== "img" || typeof src !== "string") return;
        const absolutePath = path.resolve(path.dirname(articlePath), src);
        // A missing image is reported by the reference check; there is nothing to measure.
        if (!existsSync(absolutePath)) return;
        const { width, height } = imageSize(readFileSync(absolutePath));
        node.properties.src = `${base}${contentAssetFileName(absolutePath)}`;
        node.properties.width = width;
        node.properties.height = height;
        node.properties.loading = eagerBlocks.has(block) ? "eager" : "lazy";
        node.properties.decoding = "async";
      });
    }
  };
}
