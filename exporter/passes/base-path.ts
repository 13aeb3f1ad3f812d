import { existsSync } from "node:fs";
import { readdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import type { OutputFolder } from "../output-folder";

/**
 * The router writes prerendered pages under the base path (client/devblog/…) while Vite writes
 * assets at the root of the folder. A host serves the folder at the base path, so the pages move
 * up to sit beside their assets. An upstream bug (remix-run/react-router#13615, #14587): delete
 * this pass when a release prerenders beside the assets; it does nothing when the folder is absent.
 */
export async function hoistBasePath({ clientDirectory, basename }: OutputFolder): Promise<void> {
  const nested = path.join(clientDirectory, basename);
  if (basename === "/" || !existsSync(nested)) return;
  for (const entry of await readdir(nested)) {
    await rm(path.join(clientDirectory, entry), { recursive: true, force: true });
    await rename(path.join(nested, entry), path.join(clientDirectory, entry));
  }
  await rm(path.join(clientDirectory, basename.split("/").filter(Boolean)[0] ?? ""), { recursive: true });
}
