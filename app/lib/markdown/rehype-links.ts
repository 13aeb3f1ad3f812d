import type { Element, Root } from "hast";
import { h } from "hastscript";
import { visit } from "unist-util-visit";
import { withBase } from "../paths";

/**
 * External links open in a new tab, safely, and say so to screen readers; internal links get the
 * base path; footnote markers read `[1]` like the numbered references they point at.
 */
export function rehypeLinks({ base }: { base: string }) {
  return (tree: Root) => {
    visit(tree, "element", (node: Element) => {
      if (node.tagName !== "a") return;
      const href = node.properties.href;
      if (typeof href !== "string") return;
      if (/^https?:/i.test(href)) {
        node.properties.target = "_blank";
        node.properties.rel = ["noopener", "noreferrer"];
        node.children.push(h("span.sr-only", " (opens in a new tab)"));
      } else if (href.startsWith("/")) {
        node.properties.href = withBase(href, base);
      } else if (node.properties.dataFootnoteRef !== undefined) {
        const [label] = node.children;
        if (label?.type === "text") label.value = `[${label.value}]`;
      }
    });
  };
}
