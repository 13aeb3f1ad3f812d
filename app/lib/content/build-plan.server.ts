import { mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { writeFileAtomically } from "../write-file-atomically.server.ts";
import type { ContentIndex } from "./posts.server.ts";
import { sha256 } from "./hash.server.ts";

/**
 * What `npm run build`'s first stage (exporter/pipeline.ts) hands the pages: the server bundle reads
 * the content and the compile keys. Its copy of this module is not the build's, so the plan is a
 * file, written before the bundles are built and only read after.
 */
export interface BuildPlan {
  /** What the pages show of the content: every article without its Markdown. */
  content: ContentIndex;
  /** Each article's compile key, by route: where the compile cache holds its body. */
  compileKeys: Record<string, string>;
}

/** Where `npm run build` writes (the tests build other sites beside it with BUILD_DIR). */
export function buildDirectory(): string {
  return process.env.BUILD_DIR ?? "build";
}

let read: { file: string; plan: BuildPlan } | undefined;

/**
 * The name of a build folder's own entry in a cache kept beside it, one per folder (the plan, the
 * bundles, the up-to-date stamp), so the tests' three sites do not take turns.
 */
export function buildFolderName(directory = buildDirectory()): string {
  return sha256(path.resolve(directory)).slice(0, 16);
}

// One plan per build folder, outside it: React Router empties the folder before it builds.
function planFile(): string {
  return path.resolve("node_modules/.cache/devblog/build-plans", `${buildFolderName()}.json`);
}

export function writeBuildPlan(plan: BuildPlan): void {
  read = undefined;
  mkdirSync(path.dirname(planFile()), { recursive: true });
  writeFileAtomically(planFile(), JSON.stringify(plan));
}

/**
 * This build folder's plan, read once (the server bundle asks on every page). Without one,
 * `react-router build` alone would publish pages without the build's other stages: it stops with
 * the command to use.
 */
export function readBuildPlan(): BuildPlan {
  const file = planFile();
  if (read?.file === file) return read.plan;
  try {
    read = { file, plan: JSON.parse(readFileSync(file, "utf8")) as BuildPlan };
  } catch {
    throw new Error(
      "No build plan for this build: build the site with `npm run build` (exporter/build.ts), " +
        "which plans the pages and finishes them, not with `react-router build` alone.",
    );
  }
  return read.plan;
}

/** Removed when the build ends, so that no later build reads a stale plan. */
export function removeBuildPlan(): void {
  read = undefined;
  rmSync(planFile(), { force: true });
}
