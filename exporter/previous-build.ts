import { mkdirSync, renameSync } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";

const PREVIOUS_BUILDS = path.resolve("node_modules/.cache/devblog/previous-builds");

/**
 * Moves the previous build out of the way at once and deletes it in the background: React Router
 * deletes the build folder before building, and at 1,000 articles the main thread waited 2 s on
 * the file system for it. Called before Vite writes anything into the folder; the build awaits
 * the deletion that this returns before it ends.
 */
export function movePreviousBuildAside(buildDirectory: string): Promise<void> {
  try {
    mkdirSync(PREVIOUS_BUILDS, { recursive: true });
    renameSync(buildDirectory, path.join(PREVIOUS_BUILDS, `${process.pid}-${Date.now()}`));
  } catch {
    // No previous build, or another file system: React Router deletes it, as it always did.
  }
  // With what an interrupted build left there.
  return rm(PREVIOUS_BUILDS, { recursive: true, force: true, maxRetries: 3 });
}
