import path from "node:path";
import { normalizeBase } from "../app/lib/urls/base-path";
import { buildDirectory } from "../app/lib/content/build-plan.server";

/**
 * The folder this build writes, from `BUILD_DIR` and `BASE_PATH` as react-router.config.ts reads
 * them, as every finish pass and host config reads it.
 */
export function outputFolder() {
  const directory = buildDirectory();
  const base = normalizeBase(process.env.BASE_PATH);
  return {
    /** `build` (or `BUILD_DIR`): the host configs that must not be published go here. */
    buildDirectory: directory,
    /** `build/client`: the published site. */
    clientDirectory: path.join(directory, "client"),
    /** The router's basename: `/` or `/devblog` (no trailing slash). */
    basename: base === "/" ? base : base.replace(/\/$/, ""),
  };
}

export type OutputFolder = ReturnType<typeof outputFolder>;
