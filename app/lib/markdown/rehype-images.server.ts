import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Element, ElementContent, Properties, Root } from "hast";
import { toString } from "hast-util-to-string";
import { h } from "hastscript";
import { imageSize } from "image-size";
import { SKIP, visit } from "unist-util-visit";
import { diagramThemeClass } from "../article-markup";
import { contentAssetFileName, darkDiagramAsset } from "../content/assets.server";
import { RASTER_PATTERN, RASTER_SIZES, largestVariant, rasterPlan } from "../content/raster-images.server";
import type { Report } from "./report";

/**
 * About as much text as fits in a desktop first viewport below the article's header. An image after
 * less text than this is likely on screen at once, and then often the largest paint.
 */
const FIRST_VIEWPORT_TEXT = 1_000;

/** How an image loads: at once with high priority, at once, or when it nears the viewport. */
type Loading = "priority" | "eager" | "lazy";

/** An image of the article, found on disk, and how it is to load. */
interface Found {
  image: Element;
  absolutePath: string;
  base: string;
  loading: Loading;
}

/** A published image file, with its intrinsic size so that the page does not shift as it loads. */
function img(
  { base, loading }: Found,
  properties: Properties,
  fileName: string,
  { width, height }: { width: number; height: number },
): Element {
  return h("img", {
    ...properties,
    src: `${base}${fileName}`,
    width,
    height,
    loading: loading === "lazy" ? "lazy" : "eager",
    ...(loading === "priority" ? { fetchPriority: "high" } : {}),
    decoding: "async",
  });
}

/** The image as it is, under its published name. */
function plainImage(found: Found): Element {
  const { image, absolutePath } = found;
  return img(
    found,
    image.properties,
    contentAssetFileName(absolutePath),
    imageSize(readFileSync(absolutePath)),
  );
}

/**
 * A diagram in both themes: the drawn (light) SVG and its dark twin, each a link to itself at full
 * size (on a phone the column shrinks a diagram's text to a few pixels). The stylesheet shows the
 * one that matches the theme; a lazy image that is not shown is not fetched. The dark twin is left
 * out of the search index, which would otherwise hold its alt text twice.
 */
function diagram(found: Found, darkPath: string | undefined, report: Report): Element[] {
  const { image, absolutePath } = found;
  const size = imageSize(readFileSync(absolutePath));
  const { dataDarkSrc: _drawnDark, ...properties } = image.properties;
  const variant = (theme: "light" | "dark", fileName: string): Element =>
    h(
      "a",
      {
        className: ["diagram", diagramThemeClass(theme)],
        // Root-relative: rehypeLinks adds the base path to links, as to every other internal link.
        href: `/${fileName}`,
        ...(theme === "dark" ? { dataPagefindIgnore: "" } : {}),
      },
      [img(found, properties, fileName, size), h("span.diagram__hint", "Open full size")],
    );
  return [variant("light", contentAssetFileName(absolutePath)), variant("dark", darkFileName())];

  /** A Mermaid diagram comes drawn in both themes; a hand-drawn one gets its colours swapped. */
  function darkFileName(): string {
    if (darkPath !== undefined) return contentAssetFileName(darkPath);
    const dark = darkDiagramAsset(absolutePath);
    for (const problem of dark.problems) {
      report(
        image,
        `Diagram ${path.basename(absolutePath)} has ${problem} without a dark-theme colour in app/lib/markdown/diagram-palette.ts`,
      );
    }
    return dark.fileName;
  }
}

/**
 * A screenshot or photo as AVIF and WebP in several widths, the browser picking the smallest that
 * fills the column; the original is the fallback for a browser that takes neither. It links to
 * its largest variant, which the page opens full size in a dialog (as it does a diagram); without
 * scripts the link opens the file. Inside a link of the author's own it is left unwrapped, since
 * links do not nest.
 */
function screenshot(found: Found, insideLink: boolean): Element {
  const { image, absolutePath, base } = found;
  const { variants, ...size } = rasterPlan(absolutePath);
  const formats = [...new Set(variants.map((variant) => variant.format))];
  const shown = h("picture", [
    ...formats.map((format) =>
      h("source", {
        type: `image/${format}`,
        srcSet: variants
          .filter((variant) => variant.format === format)
          .map((variant) => `${base}${variant.fileName} ${variant.width}w`)
          .join(", "),
        sizes: RASTER_SIZES,
      }),
    ),
    img(found, image.properties, contentAssetFileName(absolutePath), size),
  ]);
  const largest = largestVariant({ variants });
  if (insideLink || largest === undefined) return shown;
  // Root-relative: rehypeLinks adds the base path to links, as to every other internal link.
  return h("a", { className: ["screenshot"], href: `/${largest.fileName}` }, [
    shown,
    h("span.screenshot__hint", "Open full size"),
  ]);
}

/**
 * Points images at their hashed published files and gives them intrinsic dimensions, so the page
 * does not shift while they load: diagrams in both themes, screenshots in modern formats and
 * several widths. Images in the first viewport load at once, the first of them with high
 * priority; the rest load lazily.
 */
export function rehypeImages({
  articlePath,
  base,
  report,
}: {
  articlePath: string;
  base: string;
  report: Report;
}) {
  return (tree: Root) => {
    let textAbove = 0;
    let prioritised = false;
    for (const block of tree.children) {
      const eager = textAbove < FIRST_VIEWPORT_TEXT;
      textAbove += block.type === "element" ? toString(block).length : 0;
      visit(block, "element", (node: Element, index, parent) => {
        const src = node.properties.src;
        if (node.tagName !== "img" || typeof src !== "string" || !parent || index === undefined) return;
        const absolutePath = path.resolve(path.dirname(articlePath), src);
        // A missing image is reported by the reference check; there is nothing to measure.
        if (!existsSync(absolutePath)) return;
        const loading: Loading = !eager ? "lazy" : prioritised ? "eager" : "priority";
        prioritised ||= eager;
        const found: Found = { image: node, absolutePath, base, loading };
        // A Mermaid diagram's dark render, beside its light one (remark-mermaid.server.ts).
        const drawnDark = node.properties.dataDarkSrc;
        const darkPath =
          typeof drawnDark === "string" ? path.resolve(path.dirname(articlePath), drawnDark) : undefined;
        const insideLink = parent.type === "element" && parent.tagName === "a";
        const replacement: ElementContent[] =
          path.extname(absolutePath).toLowerCase() === ".svg"
            ? diagram(found, darkPath, report)
            : RASTER_PATTERN.test(absolutePath)
              ? [screenshot(found, insideLink)]
              : [plainImage(found)];
        parent.children.splice(index, 1, ...replacement);
        return [SKIP, index + replacement.length];
      });
    }
  };
}
