import { createHash } from "node:crypto";
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";

export const CONTENT_ASSET_PATTERN = /\.(svg|png|jpe?g|webp|gif|avif)$/i;

/** Content images are published under a content hash so hosts can cache them forever. */
export function contentAssetFileName(absolutePath: string): string {
  const hash = createHash("sha256").update(readFileSync(absolutePath)).digest("hex").slice(0, 10);
  const extension = path.extname(absolutePath);
  return `assets/content/${path.basename(absolutePath, extension)}-${hash}${extension}`;
}

/** Every image file below the content folder. */
export function listContentAssets(directory: string): string[] {
  return readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && CONTENT_ASSET_PATTERN.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}
