import { existsSync, mkdirSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { buildFolderName } from "../app/lib/content/build-plan.server";
import { fileBytes, sha256 } from "../app/lib/content/hash.server";
import { localReferences } from "../app/lib/content/local-references";
import { contentDirectory } from "../app/lib/content/posts.server";
import { writeFileAtomically } from "../app/lib/write-file-atomically.server";
import { filesIn } from "./cache";
import type { OutputFolder } from "./output-folder";
import { pageCodeKey } from "./page-keys";
import type { Redirect } from "./hosts/hosting";

/**
 * Whether `npm run build` has anything to do: when every input is as it was at the last build of
 * this folder and the folder is as that build left it, it stops at once instead of spending seconds
 * on proving that every page comes out the same (about 10 s at 1,000 articles).
 *
 * The inputs: the page code key (every file of the app, the build and the Vite plugins, the public
 * files, the configs, the lock file and its patches, Node's version), every file of the content
 * folder and every file outside it an article includes, the base path, the search index's part
 * size, and the year (the footer's copyright). The folder: each file's path, size and time of last
 * change. The stamp is written after a build succeeds, of the inputs as they were when it started,
 * with each page's key: the next build takes the pages whose key is unchanged from this folder.
 */

export function buildInputs(output: OutputFolder, codeKey = pageCodeKey()): string {
  const content = path.resolve(contentDirectory());
  const files = filesIn(content).sort();
  const included = files
    .filter((file) => file.endsWith(".md"))
    .flatMap((file) =>
      localReferences(readFileSync(file, "utf8"), file).map(({ file: included }) => included),
    )
    .filter((file) => !file.startsWith(content + path.sep));
  return sha256(
    codeKey,
    ...[...files, ...new Set(included)].flatMap((file) => [path.relative(content, file), fileBytes(file)]),
    JSON.stringify([output.basename, process.env.SEARCH_PART_SIZE, new Date().getFullYear()]),
  );
}

/**
 * The build folder as it is: every file's path, size and time of last change, in the published
 * folder, the server bundle and the folder itself (the tests build other sites in its subfolders).
 */
function folderState(output: OutputFolder): string {
  if (!existsSync(output.buildDirectory)) return "";
  const inside = (folder: string, recursive: boolean) =>
    existsSync(folder) ? readdirSync(folder, { recursive, withFileTypes: true }) : [];
  const entries = [
    ...inside(output.buildDirectory, false),
    ...inside(output.clientDirectory, true),
    ...inside(path.join(output.buildDirectory, "server"), true),
  ]
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      const { size, mtimeMs } = statSync(file);
      return `${file}\0${size}\0${mtimeMs}`;
    });
  return sha256(...entries.sort());
}

function stampFile(output: OutputFolder): string {
  const stamps = process.env.BUILD_STAMP_DIR ?? "node_modules/.cache/devblog/stamps";
  return path.resolve(stamps, `${buildFolderName(output.buildDirectory)}.json`);
}

/** What a build hands the next one of its folder, besides its published files. */
export interface BuiltPages {
  /** Each page's key (page-keys.ts): its files are taken from this build while the key holds. */
  pages: Record<string, string>;
  /** The loader redirects among those pages, by path, for the hosts' configs. */
  redirects: Record<string, Redirect>;
}

interface Stamp extends BuiltPages {
  inputs: string;
  folder: string;
}

/**
 * The last build of this folder, if the folder is as it left it: whether its inputs are the same
 * (nothing to do), and its pages, which the next build may take instead of rendering them again.
 * A folder changed since (by hand, or by a build cut short) gives nothing to take.
 */
export function previousBuild(output: OutputFolder, inputs: string): BuiltPages & { upToDate: boolean } {
  try {
    const stamp = JSON.parse(readFileSync(stampFile(output), "utf8")) as Stamp;
    if (stamp.folder === folderState(output))
      // (A stamp from before pages were kept in it names none.)
      return {
        upToDate: stamp.inputs === inputs,
        pages: stamp.pages ?? {},
        redirects: stamp.redirects ?? {},
      };
  } catch {
    // No stamp yet, or one cut short: as if there were no previous build.
  }
  return { upToDate: false, pages: {}, redirects: {} };
}

export function stampBuild(output: OutputFolder, inputs: string, built: BuiltPages): void {
  mkdirSync(path.dirname(stampFile(output)), { recursive: true });
  const stamp: Stamp = { inputs, folder: folderState(output), ...built };
  writeFileAtomically(stampFile(output), JSON.stringify(stamp));
}
