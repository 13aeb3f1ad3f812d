import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

// The one thing the build's first stage hands React Router: the paths to prerender. React Router
// reads react-router.config.ts in a module runner of its own (more than once a build), so the
// list goes through a file, not memory. It is not kept in the build folder, which React Router
// empties before it builds.
const LISTS = path.resolve("node_modules/.cache/devblog/prerender");

/** How often a waiting reader looks again: small beside the 1–10 s the plan takes. */
const POLL_MS = 20;

/**
 * The file's three states. Vite builds the bundles while the first stage compiles the articles
 * (exporter/pipeline.ts), so React Router may ask for the list before it is planned: it waits.
 */
type ListFile = { planning: true } | { paths: string[] } | { failed: string };

/** One list per build folder: the tests build three sites at once (BUILD_DIR). */
function listFile(buildDirectory: string): string {
  const folder = createHash("sha256").update(path.resolve(buildDirectory)).digest("hex").slice(0, 16);
  return path.join(LISTS, `${folder}.json`);
}

function write(buildDirectory: string, state: ListFile): void {
  mkdirSync(LISTS, { recursive: true });
  writeFileSync(listFile(buildDirectory), JSON.stringify(state));
}

/** The first stage has started: a reader waits for its list instead of failing. */
export function announcePrerenderList(buildDirectory: string): void {
  write(buildDirectory, { planning: true });
}

export function writePrerenderList(buildDirectory: string, paths: readonly string[]): void {
  write(buildDirectory, { paths: [...paths] });
}

/** The first stage stopped (a content error): a waiting reader stops too, saying why. */
export function failPrerenderList(buildDirectory: string, reason: string): void {
  write(buildDirectory, { failed: reason });
}

/**
 * The paths `npm run build` planned for this build folder, once it has planned them. A build
 * without that plan (React Router's own `react-router build`) would publish pages without the
 * build's other stages, so it stops with the command to use.
 */
export async function readPrerenderList(buildDirectory: string): Promise<string[]> {
  const file = listFile(buildDirectory);
  for (;;) {
    if (!existsSync(file))
      throw new Error(
        "No prerender list for this build: build the site with `npm run build` (exporter/build.ts), " +
          "which plans the pages and finishes them, not with `react-router build` alone.",
      );
    const state = JSON.parse(readFileSync(file, "utf8")) as ListFile;
    if ("paths" in state) return state.paths;
    if ("failed" in state) throw new Error(`The build's first stage failed: ${state.failed}`);
    await sleep(POLL_MS);
  }
}

/** Removed when the build ends, so that no later build reads a stale list. */
export function removePrerenderList(buildDirectory: string): void {
  rmSync(listFile(buildDirectory), { force: true });
}
