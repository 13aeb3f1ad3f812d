import { execSync } from "node:child_process";
import { appendFileSync, cpSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * `npm test`'s warm builds, right after a cold one of the site that CONTENT_DIR and BUILD_DIR name
 * (the scale site: its content is a copy, so editing it is safe). The published folder is copied to
 * `process.argv[2]`; then the newest article's body is edited and the site built again, and the
 * edit undone and the site built once more. Each warm build must take most pages from the one
 * before (exporter/previous-build.ts) and render only the edited article, its lists' feeds and
 * the Not found page; tests/output/warm-build.test.ts then compares the last build's folder with
 * the cold one, file by file: what the warm builds took, rendered and left out must add up to the
 * same site.
 */
const [aside] = process.argv.slice(2);
const content = process.env.CONTENT_DIR;
if (aside === undefined || content === undefined)
  throw new Error(
    "Usage: CONTENT_DIR=… BUILD_DIR=… tsx tests/harness/warm-build.ts <folder for the cold build>",
  );
const client = path.join(process.env.BUILD_DIR ?? "build", "client");
rmSync(aside, { recursive: true, force: true });
cpSync(client, path.join(aside, "client"), { recursive: true });

const posts = path.join(content, "posts");
const newest = path.join(
  posts,
  readdirSync(posts)
    .filter((name) => name.endsWith(".md"))
    .sort()
    .at(-1) ?? "",
);
const original = readFileSync(newest, "utf8");

function warmBuild(): void {
  const log = execSync("npm run build", { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] });
  process.stdout.write(log);
  const [, rendered, taken] = /Pages: (\d+) rendered, (\d+) unchanged/.exec(log) ?? [];
  if (rendered === undefined || Number(taken) < 10 * Number(rendered))
    throw new Error(`A warm build after one edit rendered ${rendered ?? "?"} pages and took ${taken ?? "?"}`);
}

appendFileSync(newest, "\nA paragraph the warm build renders, then removes again.\n");
try {
  warmBuild();
} finally {
  writeFileSync(newest, original);
}
warmBuild();
