import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Two builds of the same input publish the same files: `npm test` builds the scale site cold,
 * copies the published folder to COLD_BUILD, then builds it warm after an edit to one article and
 * again after undoing it (tests/harness/warm-build.ts), each warm build taking the pages whose
 * keys did not change from the build before and rendering the rest from the kept bundles. A key
 * that misses an input, a page's file left behind or not taken, or a render that differs from the
 * first fails here.
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
