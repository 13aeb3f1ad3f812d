import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { darkDiagram } from "../markdown/diagram-palette.ts";
import { isMermaidRender } from "../markdown/mermaid.server.ts";
import { RASTER_PATTERN, encodedVariant, rasterPlan } from "./raster-images.server.ts";
import { sha256 } from "./hash.server.ts";

export const CONTENT_ASSET_PATTERN = /\.(svg|png|jpe?g|webp|gif|avif)$/i;

function shortHash(data: string | Buffer): string {
  return sha256(data).slice(0, 10);
}

/** Content images are published under a content hash so hosts can cache them forever. */
export function contentAssetFileName(absolutePath: string): string {
  const extension = path.extname(absolutePath);
  return `assets/content/${path.basename(absolutePath, extension)}-${shortHash(readFileSync(absolutePath))}${extension}`;
}

/**
 * The dark-theme twin of a diagram, named by a hash of its own bytes, with the colours the palette
 * cannot turn dark (the renderer reports them as content errors).
 */
export function darkDiagramAsset(absolutePath: string) {
  const { svg, problems } = darkDiagram(readFileSync(absolutePath, "utf8"));
  const name = path.basename(absolutePath, ".svg");
  return { fileName: `assets/content/${name}-dark-${shortHash(svg)}.svg`, svg, problems };
}

/** Every image file below the content folder. */
export function listContentAssets(directory: string): string[] {
  return readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && CONTENT_ASSET_PATTERN.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

export interface PublishedAsset {
  fileName: string;
  bytes: () => Promise<string | Buffer>;
}

/**
 * Every file the site publishes for its content images, under the names the renderer links to:
 * each original, each diagram's dark twin, each screenshot's AVIF and WebP widths.
 */
export function publishedContentAssets(directory: string): PublishedAsset[] {
  return listContentAssets(directory).flatMap((file): PublishedAsset[] => {
    const original = { fileName: contentAssetFileName(file), bytes: async () => readFileSync(file) };
    // A Mermaid render is already one of a light and dark pair.
    if (path.extname(file).toLowerCase() === ".svg" && !isMermaidRender(file)) {
      const dark = darkDiagramAsset(file);
      return [original, { fileName: dark.fileName, bytes: async () => dark.svg }];
    }
    if (RASTER_PATTERN.test(file)) {
      const variants = rasterPlan(file).variants.map((variant) => ({
        fileName: variant.fileName,
        bytes: async () => (await encodedVariant(variant)).bytes,
      }));
      return [original, ...variants];
    }
    return [original];
  });
}
