import { cpSync, existsSync, readFileSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { buildFolderName } from "../app/lib/content/build-plan.server";
import { sha256 } from "../app/lib/content/hash.server";
import { writeFileAtomically } from "../app/lib/write-file-atomically.server";
import type { OutputFolder } from "./output-folder";
import { pageCodeKey } from "./page-keys";

/**
 * The app's bundles kept between builds: the client's scripts and stylesheets with the public
 * files, and the server bundle the pages are rendered with. They follow from the code alone (the
 * articles' images are published by a pass of their own), so a build whose code has not changed
 * takes them from here instead of running Vite, and prerenders without React Router's preview
 * server (passes/prerender-in-process.ts): 9 s of a warm build at 1,000 articles.
 *
 * The key: the page code key (page-keys.ts: the code, the configs, the lock file, Node) and the
 * build folder and base path, which the bundles name. One entry per build folder, with its key.
 */

const KEY_FILE = "key";

export function bundleKey(output: OutputFolder, codeKey = pageCodeKey()): string {
  return sha256("bundles", codeKey, path.resolve(output.buildDirectory), output.basename);
}

function entryFolder(output: OutputFolder): string {
  const cache = process.env.BUNDLE_CACHE_DIR ?? "node_modules/.cache/devblog/bundles";
  return path.resolve(cache, buildFolderName(output.buildDirectory));
}

/** Whether the cache holds the bundles of `key` for this build folder. */
export function hasBundles(output: OutputFolder, key: string): boolean {
  const file = path.join(entryFolder(output), KEY_FILE);
  return existsSync(file) && readFileSync(file, "utf8") === key;
}

/** Copies the cached bundles into the (empty) build folder. */
export function restoreBundles(output: OutputFolder): void {
  const entry = entryFolder(output);
  for (const part of ["client", "server"])
    cpSync(path.join(entry, part), path.join(output.buildDirectory, part), { recursive: true });
}

/**
 * A Vite plugin that keeps the bundles once both are written, before React Router prerenders into
 * the client's folder: at the server bundle's end, the client's folder holds the client bundle and
 * the public files only. Vite's manifests (`.vite/`), which React Router deletes next, are left out.
 */
export function keepBundles(output: OutputFolder, key: string): Plugin {
  return {
    name: "keep-bundles",
    applyToEnvironment: (environment) => environment.name === "ssr",
    closeBundle() {
      const entry = entryFolder(output);
      const partial = `${entry}.partial`;
      rmSync(partial, { recursive: true, force: true });
      for (const part of ["client", "server"])
        cpSync(path.join(output.buildDirectory, part), path.join(partial, part), {
          recursive: true,
          filter: (source) => path.basename(source) !== ".vite",
        });
      rmSync(entry, { recursive: true, force: true });
      renameSync(partial, entry);
      // Last: an entry without its key was cut short.
      writeFileAtomically(path.join(entry, KEY_FILE), key);
    },
  };
}
