import type { Element, Root } from "hast";
import { visit } from "unist-util-visit";
import { hasClass } from "./has-class";

/**
 * remark-github-blockquote-alert turns `> [!NOTE]` into a classed box titled "NOTE". This names
 * the box a note for assistive technology and writes the title as a word ("Note"), which screen
 * readers say as a word and CSS can still set in capitals.
 */
export function rehypeCallouts() {
  return (tree: Root) => {
    visit(tree, "element", (node: Element) => {
      if (!hasClass(node, "markdown-alert")) return;
      node.properties.role = "note";
      const title = node.children.find(
        (child): child is Element => child.type === "element" && hasClass(child, "markdown-alert-title"),
      );
      for (const child of title?.children ?? []) {
        if (child.type === "text") {
          const word = child.value.trim().toLowerCase();
          child.value = word.charAt(0).toUpperCase() + word.slice(1);
        }
      }
    });
  };
}
