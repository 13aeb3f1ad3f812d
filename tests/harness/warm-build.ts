import { execSync } from "node:child_process";
import { mkdirSync, mkdtempSync, renameSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * `npm test`'s second build of the site, right after the first (cold): the published folder is
 * moved to `process.argv[2]` and the site built again from the same input with the compile cache,
 * the social cards and the app's bundles kept, and an empty page cache, so that every page is
 * rendered from the kept bundles, without Vite (exporter/passes/prerender-in-process.ts).
 * tests/output/warm-build.test.ts then compares the two folders file by file.
 */
const [aside] = process.argv.slice(2);
if (aside === undefined)
  throw new Error("Usage: tsx tests/harness/warm-build.ts <folder for the cold build>");
mkdirSync(aside, { recursive: true });
renameSync(path.join("build", "client"), path.join(aside, "client"));
execSync("npm run build", {
  stdio: "inherit",
  env: { ...process.env, PAGE_CACHE_DIR: mkdtempSync(path.join(tmpdir(), "warm-build-pages-")) },
});
