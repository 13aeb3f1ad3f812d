import type { Element, Root } from "hast";
import { visit } from "unist-util-visit";
import { hasClass } from "./has-class";

/**
 * The parts of an article body that need CSS of their own, beyond the text, the code and the
 * outline every article has: each has a stylesheet in app/styles/features/, which an article page
 * links (and so carries inline) only when its body holds one.
 */
export const BODY_FEATURES = ["alert", "figure", "footnotes", "math", "table"] as const;
export type BodyFeature = (typeof BODY_FEATURES)[number];

/** What this pipeline writes for each: its own elements and classes (render.server.ts's plugins). */
function featureOf(element: Element): BodyFeature | undefined {
  if (element.tagName === "table") return "table";
  if (element.tagName === "math") return "math";
  if (hasClass(element, "diagram") || hasClass(element, "screenshot")) return "figure";
  if (hasClass(element, "markdown-alert")) return "alert";
  if (element.properties.dataFootnotes !== undefined) return "footnotes";
  return undefined;
}

/** A rehype plugin: tells `onFeatures` which features the compiled body holds, in a fixed order. */
export function rehypeBodyFeatures({ onFeatures }: { onFeatures: (features: BodyFeature[]) => void }) {
  return (tree: Root) => {
    const found = new Set<BodyFeature>();
    visit(tree, "element", (element: Element) => {
      const feature = featureOf(element);
      if (feature) found.add(feature);
    });
    onFeatures(BODY_FEATURES.filter((feature) => found.has(feature)));
  };
}
