import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Element, Root } from "hast";
import { toString } from "hast-util-to-string";
import { imageSize } from "image-size";
import { visit } from "unist-util-visit";
import { contentAssetFileName } from "../content/assets.server";

/**
 * About as much text as fits in a desktop first viewport below the article's header. An image after
 * less text than this is likely on screen at once, and then often the largest paint.
 */
const FIRST_VIEWPORT_TEXT = 1_000;

/**
 * Points images at their hashed published file and gives them intrinsic dimensions, so the page
 * does not shift while they load. Images in the first viewport load at once, the first of them
 * with high priority; the rest load lazily.
 */
export function rehypeImages({ articlePath, base }: { articlePath: string; base: string }) {
  return (tree: Root) => {
    let textAbove = 0;
    let prioritised = false;
    for (const block of tree.children) {
      const eager = textAbove < FIRST_VIEWPORT_TEXT;
      textAbove += block.type === "element" ? toString(block).length : 0;
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
        node.properties.loading = eager ? "eager" : "lazy";
        if (eager && !prioritised) node.properties.fetchPriority = "high";
        prioritised ||= eager;
        node.properties.decoding = "async";
      });
    }
  };
}
