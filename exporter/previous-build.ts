import { existsSync, mkdirSync, readdirSync, renameSync } from "node:fs";
import { spawn } from "node:child_process";
import { mkdir, rename } from "node:fs/promises";
import path from "node:path";
import { HYDRATION_DATA_PATH, hydrationDataPrefix } from "../app/document/server/hydration-data.server";
import { cardPath } from "../app/lib/social-cards";
import { isArticleRoute, markdownTwinPath } from "../app/lib/urls/article-route";
import { renderedFiles } from "../app/lib/urls/site-paths";
import { inParallel } from "./in-parallel";

const PREVIOUS_BUILDS = path.resolve("node_modules/.cache/devblog/previous-builds");

/**
 * Moves the previous build out of the way at once: React Router deletes the build folder before
 * building, and at 1,000 articles the main thread waited 2 s on the file system for it. Called
 * before Vite writes anything into the folder. Returns where it went: its unchanged pages are
 * taken from there (`takePages`), and `removePreviousBuilds` deletes the rest.
 */
export function movePreviousBuildAside(buildDirectory: string): string | undefined {
  const aside = path.join(PREVIOUS_BUILDS, `${process.pid}-${Date.now()}`);
  try {
    mkdirSync(PREVIOUS_BUILDS, { recursive: true });
    renameSync(buildDirectory, aside);
    return aside;
  } catch {
    // No previous build, or another file system: React Router deletes it, as it always did.
    return undefined;
  }
}

/**
 * Deletes this build's previous build and what builds no longer running left beside it, not the
 * folder another build running beside this one (`npm test` builds several sites at once) still
 * takes its pages from. In a process of its own: its thousands of unlinks, queued in this
 * process's four I/O threads, held up every file the build read or wrote meanwhile (renaming the
 * Not found page waited 0.8 s at 1,000 articles).
 */
export function removePreviousBuilds(): Promise<void> {
  const folders = (existsSync(PREVIOUS_BUILDS) ? readdirSync(PREVIOUS_BUILDS) : [])
    .filter((name) => {
      const pid = Number(name.split("-")[0]);
      return pid === process.pid || !isRunning(pid);
    })
    .map((name) => path.join(PREVIOUS_BUILDS, name));
  if (folders.length === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["-e", REMOVE_FOLDERS, ...folders], { stdio: "ignore" });
    child.on("error", () => resolve());
    child.on("exit", () => resolve());
  });
}

/** Run by `node -e`: deletes each folder its arguments name. */
const REMOVE_FOLDERS =
  'for (const folder of process.argv.slice(1)) require("node:fs").rmSync(folder, { recursive: true, force: true, maxRetries: 3 })';

function isRunning(pid: number): boolean {
  try {
    // Signal 0 only asks whether the process exists.
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Moves the files of `paths` (each page's HTML and `.data`, or a resource route's file, with the
 * page's hydration data, and an article's Markdown twin and social card, made from the same
 * inputs) from the
 * previous build's published folder into this build's: the pages whose inputs have not changed
 * since (page-keys.ts). A rename each, so taking 1,200 pages costs no copy.
 */
export async function takePages(
  previousClientDirectory: string,
  clientDirectory: string,
  paths: readonly string[],
): Promise<void> {
  const dataOf = hydrationDataFiles(previousClientDirectory);
  const files = paths
    .flatMap((pagePath) => [
      ...renderedFiles(pagePath),
      dataOf(pagePath) ?? "",
      ...(isArticleRoute(pagePath) ? [markdownTwinPath(pagePath).slice(1), cardPath(pagePath)] : []),
    ])
    // A page without a loader has no `.data`, one without data in React Router's stream no data file.
    .filter((file) => file !== "" && existsSync(path.join(previousClientDirectory, file)));
  for (const folder of new Set(files.map((file) => path.dirname(path.join(clientDirectory, file)))))
    await mkdir(folder, { recursive: true });
  await inParallel(files, (file) =>
    rename(path.join(previousClientDirectory, file), path.join(clientDirectory, file)),
  );
}

/**
 * Each page's hydration data file (app/document/server/hydration-data.server.ts), relative to the
 * site, by the page's path: its name starts with the path's prefix, so one listing of the folder
 * finds every page's without reading the pages.
 */
function hydrationDataFiles(clientDirectory: string): (pagePath: string) => string | undefined {
  const folder = path.join(clientDirectory, HYDRATION_DATA_PATH);
  const names = existsSync(folder) ? readdirSync(folder) : [];
  const byPrefix = new Map(names.map((name) => [name.slice(0, name.indexOf("-") + 1), name]));
  return (pagePath) => {
    const name = byPrefix.get(hydrationDataPrefix(pagePath));
    return name === undefined ? undefined : `${HYDRATION_DATA_PATH}${name}`;
  };
}
