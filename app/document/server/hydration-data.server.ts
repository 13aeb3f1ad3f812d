import { createHash } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * Keeps a page's hydration data out of its HTML until the app needs it.
 *
 * React Router writes every matched route's loader data into the page as inline scripts; our
 * pages paint from their HTML alone and hydrate on intent, so the data is needed only then, yet
 * it was a fifth of the list page (4.3 kB gzip of 20). The server entry writes it here instead,
 * as an asset named by its content (cached like every asset), and the intent gate fetches it into
 * React Router's stream as hydration starts.
 *
 * Where: the build's `assets/data/` while prerendering, a folder `npm run dev` serves at the same
 * address (vite.config.ts sets it, vite/hydration-data-dev.ts serves it).
 */
declare const __HYDRATION_DATA_DIR__: string | undefined;

export const HYDRATION_DATA_PATH = "assets/data/";

const hash = (text: string, length: number) =>
  createHash("sha256").update(text).digest("hex").slice(0, length);

/**
 * The start of the names of a page's data files: a build finds a page's file in the previous build
 * by it (exporter/previous-build.ts), with one listing of the folder, not by parsing every page.
 */
export function hydrationDataPrefix(pagePath: string): string {
  return `${hash(pagePath, 12)}-`;
}

/** Whether a file name is one `publishHydrationData` writes (`npm run dev` serves only these). */
export function isHydrationDataName(name: string): boolean {
  return /^[0-9a-f]{12}-[0-9a-f]{16}\.txt$/.test(name);
}

/**
 * Writes the stream of the page at `pagePath` (the route's path, without the base path); returns
 * its URL under `base` (the site's base path, ending in `/`). Named by the page and by its
 * content, so it is cached for good like every asset.
 */
export async function publishHydrationData(stream: string, base: string, pagePath: string): Promise<string> {
  if (typeof __HYDRATION_DATA_DIR__ !== "string")
    throw new Error("vite.config.ts names no folder for the pages' hydration data (__HYDRATION_DATA_DIR__)");
  const name = `${hydrationDataPrefix(pagePath)}${hash(stream, 16)}.txt`;
  await mkdir(__HYDRATION_DATA_DIR__, { recursive: true });
  await writeFile(path.join(__HYDRATION_DATA_DIR__, name), stream);
  return `${base}${HYDRATION_DATA_PATH}${name}`;
}
