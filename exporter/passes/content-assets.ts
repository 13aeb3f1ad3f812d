import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { publishedContentAssets } from "../../app/lib/content/assets.server";
import { contentDirectory } from "../../app/lib/content/posts.server";

/**
 * Publishes the images articles use under the hashed names the Markdown renderer links to (with
 * each diagram's dark twin and each screenshot's AVIF and WebP widths). A pass of the build, not of
 * Vite's bundle: the bundles then follow from the code alone and are kept between builds
 * (../bundle-cache.ts). In development vite/content-assets.ts serves the same files.
 */
export async function publishContentAssets(clientDirectory: string): Promise<void> {
  // One at a time: sharp already spreads an encode over the cores.
  for (const asset of publishedContentAssets(contentDirectory())) {
    const file = path.join(clientDirectory, asset.fileName);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, await asset.bytes());
  }
}
