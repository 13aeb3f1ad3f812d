import type { Element, Parent, Root } from "hast";
import { h } from "hastscript";
import { visit } from "unist-util-visit";
import { withBase } from "../urls/base-path";

/** The back-link `↩` stays on the line of the reference it ends: the space before it cannot break. */
function keepOnLine(parent: Parent | undefined, index: number | undefined): void {
  const before = index === undefined ? undefined : parent?.children[index - 1];
  if (before?.type === "text") before.value = before.value.replace(/ $/, "\u00a0");
}

/**
 * External links open in a new tab, safely, and say so to screen readers; internal links get the
 * base path; footnote markers read `[1]` like the numbered references they point at. What is only
 * there for navigation (the new-tab notice, the markers, the back-links) is kept out of the search
 * index, so excerpts read as the prose does.
 */
export function rehypeLinks({ base }: { base: string }) {
  return (tree: Root) => {
    visit(tree, "element", (node: Element, index, parent) => {
      if (node.tagName !== "a") return;
      const href = node.properties.href;
      if (typeof href !== "string") return;
      if (/^https?:/i.test(href)) {
        node.properties.target = "_blank";
        node.properties.rel = ["noopener", "noreferrer"];
        node.children.push(h("span.sr-only", { dataPagefindIgnore: "" }, " (opens in a new tab)"));
      } else if (href.startsWith("/")) {
        node.properties.href = withBase(href, base);
      } else if (node.properties.dataFootnoteRef !== undefined) {
        const [label] = node.children;
        if (label?.type === "text") label.value = `[${label.value}]`;
        node.properties.dataPagefindIgnore = "";
      } else if (node.properties.dataFootnoteBackref !== undefined) {
        node.properties.dataPagefindIgnore = "";
        keepOnLine(parent ?? undefined, index ?? undefined);
      }
    });
  };
}
