import type { Root } from "hast";
import { visit } from "unist-util-visit";

/**
 * A compiled body holds no `<script>` or `<style>`: the page's policy allows only the page's own
 * inline code, by hash, and the server entry puts the body back into the page as the HTML it was
 * compiled to (app/document/server/article-body-slot.server.ts), without reading it. The pipeline never writes
 * one (raw HTML in Markdown is dropped, code is highlighted with classes, formulas are MathML,
 * diagrams are images); this stops the build should a new plugin start to.
 */
export function rehypeNoInlineCode() {
  return (tree: Root) => {
    visit(tree, "element", (element) => {
      if (element.tagName === "script" || element.tagName === "style")
        throw new Error(
          `a compiled article body holds a <${element.tagName}>, which its page's policy would refuse`,
        );
    });
  };
}
