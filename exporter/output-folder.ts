import path from "node:path";
import { normalizeBase } from "../app/lib/urls/base-path";
import { buildDirectory } from "../app/lib/content/build-plan.server";

/** Where the build writes, as every finish pass and host config reads it. */
export interface OutputFolder {
  /** `build` (or `BUILD_DIR`): the host configs that must not be published go here. */
  buildDirectory: string;
  /** `build/client`: the published site. */
  clientDirectory: string;
  /** The router's basename: `/` or `/devblog` (no trailing slash). */
  basename: string;
}

/** The folder this build writes, from `BUILD_DIR` and `BASE_PATH` as react-router.config.ts reads them. */
export function outputFolder(): OutputFolder {
  const directory = buildDirectory();
  const base = normalizeBase(process.env.BASE_PATH);
  return {
    buildDirectory: directory,
    clientDirectory: path.join(directory, "client"),
    basename: base === "/" ? base : base.replace(/\/$/, ""),
  };
}
