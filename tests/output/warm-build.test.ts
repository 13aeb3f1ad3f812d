import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Two builds of the same input publish the same files: `npm test` builds the site cold, moves the
 * published folder to COLD_BUILD, and builds it again warm, every page rendered from the kept
 * bundles in process (tests/harness/warm-build.ts). What React Router's prerender writes and what
 * ours writes for it must not differ by a byte; a React Router upgrade that changes its prerender
 * fails here.
 */
const cold = process.env.COLD_BUILD;
const WARM = path.resolve(process.env.BUILD_DIR ?? "build", "client");

const files = (folder: string) =>
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .sort();

describe.runIf(cold !== undefined)("a warm build beside a cold one", () => {
  const coldFolder = path.join(cold ?? "", "client");

  it("publishes the same files", () => {
    expect(files(WARM)).toEqual(files(coldFolder));
  });

  it("with the same bytes", () => {
    const differing = files(coldFolder).filter(
      (file) => !readFileSync(path.join(coldFolder, file)).equals(readFileSync(path.join(WARM, file))),
    );
    expect(differing).toEqual([]);
  });
});
