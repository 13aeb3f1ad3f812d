import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

// The one thing the build's first stage hands React Router: the paths to prerender. React Router
// reads react-router.config.ts in a module runner of its own (more than once a build), so the
// list goes through a file, not memory. It is not kept in the build folder, which React Router
// empties before it builds.
const LISTS = path.resolve("node_modules/.cache/devblog/prerender");

/** One list per build folder: the tests build three sites at once (BUILD_DIR). */
function listFile(buildDirectory: string): string {
  const folder = createHash("sha256").update(path.resolve(buildDirectory)).digest("hex").slice(0, 16);
  return path.join(LISTS, `${folder}.json`);
}

export function writePrerenderList(buildDirectory: string, paths: readonly string[]): void {
  mkdirSync(LISTS, { recursive: true });
  writeFileSync(listFile(buildDirectory), JSON.stringify(paths));
}

/**
 * The paths `npm run build` planned for this build folder. A build without that plan (React
 * Router's own `react-router build`) would publish pages without the build's other stages, so it
 * stops with the command to use.
 */
export function readPrerenderList(buildDirectory: string): string[] {
  const file = listFile(buildDirectory);
  if (!existsSync(file))
    throw new Error(
      "No prerender list for this build: build the site with `npm run build` (exporter/build.ts), " +
        "which plans the pages and finishes them, not with `react-router build` alone.",
    );
  return JSON.parse(readFileSync(file, "utf8")) as string[];
}

/** Removed when the build ends, so that no later build reads a stale list. */
export function removePrerenderList(buildDirectory: string): void {
  rmSync(listFile(buildDirectory), { force: true });
}
