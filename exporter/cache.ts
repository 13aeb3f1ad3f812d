import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileBytes, sha256 } from "../app/lib/content/hash.server";

/**
 * The one rule for the build's caches (compiled articles, social cards): a key is a hash of
 * every input the cached output depends on, so a changed input is a miss and nothing has to be
 * deleted by hand. Every key includes the lock file (the versions of unified, Shiki, satori,
 * sharp …); source inputs are given as entry files or folders and followed through their local
 * imports, so a helper imported from elsewhere (`app/lib/urls/base-path.ts` from the link rewriting) is
 * part of the key without anyone listing it.
 */

const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;
// `import … from "./x"`, `export … from "../x"`, `import("./x")` and the `~/` alias for app/.
const IMPORT = /(?:from\s+|import\s*\(\s*|import\s+)["']((?:\.{1,2}|~)\/[^"']+)["']/g;

function resolveImport(specifier: string, importer: string, root: string): string | undefined {
  const base = specifier.startsWith("~/")
    ? path.join(root, "app", specifier.slice(2))
    : path.resolve(path.dirname(importer), specifier);
  const candidates = [base, ...[".ts", ".tsx", ".js", "/index.ts", "/index.tsx"].map((end) => base + end)];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile());
}

/**
 * Every file in `entry` (an absolute folder; a file or a missing entry is itself, and a missing
 * one hashes as missing), the tests left out.
 */
export function filesIn(entry: string): string[] {
  if (!existsSync(entry) || !statSync(entry).isDirectory()) return [entry];
  return readdirSync(entry, { recursive: true, withFileTypes: true })
    .filter((dirent) => dirent.isFile())
    .map((dirent) => path.join(dirent.parentPath, dirent.name))
    .filter((file) => !path.relative(entry, file).split(path.sep).includes("__tests__"));
}

/**
 * The local source files `entries` (files or folders, relative to `root`) consist of: the
 * entries and every file they import, transitively, outside node_modules. Sorted and relative to
 * `root`, so the key is the same on every machine.
 */
export function sourceClosure(entries: readonly string[], root = process.cwd()): string[] {
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, "utf8").matchAll(IMPORT)) {
      const target = specifier && resolveImport(specifier, file, root);
      if (target && !target.includes(`${path.sep}node_modules${path.sep}`)) visit(target);
    }
  };
  for (const entry of entries)
    filesIn(path.resolve(root, entry))
      .filter((file) => SOURCE.test(file))
      .forEach(visit);
  return [...seen].map((file) => path.relative(root, file)).sort();
}

export interface CacheInputs {
  /** Files whose bytes the output depends on (sources, fonts), relative to the root. */
  files?: readonly string[];
  /** Everything else: facts, sizes, options. Serialized as JSON. */
  values?: readonly unknown[];
}

/**
 * The key for one cached output: the namespace, the lock file, each file's name and bytes, and
 * the values. A missing file hashes as missing, so creating it later is a miss too.
 */
export function cacheKey(
  namespace: string,
  { files = [], values = [] }: CacheInputs,
  root = process.cwd(),
): string {
  const read = ["package-lock.json", ...files].flatMap((file) => [file, fileBytes(path.resolve(root, file))]);
  return sha256(namespace, ...read, JSON.stringify(values));
}

/** The content pipeline: the Markdown compiler and the content reader, with what they import. */
export const CONTENT_PIPELINE = ["app/lib/markdown", "app/lib/content"] as const;

/**
 * The hash of the content pipeline's source and the lock file, part of every compiled article's
 * key: the cache is valid only for the compiler that filled it. The build's first stage computes
 * the keys (passes/compile-articles.ts); the threads and the pages are handed those, never this.
 */
export function contentPipelineHash(root = process.cwd()): string {
  return cacheKey("content-pipeline", { files: sourceClosure(CONTENT_PIPELINE, root) }, root).slice(0, 16);
}
