import path from "node:path";
import type { Code, Image, Paragraph, Root } from "mdast";
import { SKIP, visit } from "unist-util-visit";
import { hasMermaidRenders, mermaidAltText, mermaidRenderPath } from "./mermaid.server";
import type { Report } from "./report";

/**
 * Shows a ```mermaid block as its light and dark renders (see mermaid.server.ts): an image of the
 * light one that carries the dark one's path, which rehypeImages turns into the usual pair of
 * diagrams, each opening full size. A diagram with no render yet, or none for its current text,
 * and one without an accessible title are reported at their line.
 */
export function remarkMermaid({ articlePath, report }: { articlePath: string; report: Report }) {
  const articlesFolder = path.dirname(articlePath);
  return (tree: Root) => {
    visit(tree, "code", (node: Code, index, parent) => {
      if (node.lang !== "mermaid" || parent === undefined || index === undefined) return;
      const alt = mermaidAltText(node.value);
      const drawn = hasMermaidRenders(node.value, articlesFolder);
      if (alt === undefined) {
        report(
          node,
          "mermaid diagram has no text alternative: add a line `accTitle: what it shows` (and `accDescr: …` for more)",
        );
      }
      if (!drawn) {
        report(
          node,
          "mermaid diagram has no render for its current text: run npm run diagrams (it draws it, or names the syntax error), then commit content/posts/images/diagrams",
        );
      }
      if (alt === undefined || !drawn) {
        // Reported once, here: the image checks would only say the same again.
        parent.children.splice(index, 1);
        return [SKIP, index];
      }
      const image: Image = {
        type: "image",
        url: mermaidRenderPath(node.value, "light"),
        alt,
        position: node.position,
        data: { hProperties: { dataDarkSrc: mermaidRenderPath(node.value, "dark") } },
      };
      const paragraph: Paragraph = { type: "paragraph", children: [image], position: node.position };
      parent.children.splice(index, 1, paragraph);
      return [SKIP, index + 1];
    });
  };
}
