import { mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { locate, type Snippet } from "../extract";
import { run } from "../process";
import type { Checker, CheckResult } from "./types";

const PROJECT_ROOT = path.resolve(import.meta.dirname, "../../..");
const TSC = path.join(PROJECT_ROOT, "node_modules/typescript/bin/tsc");
const TOOLCHAIN = "tsc --strict";

/** Which globals a block may use: the browser's, Node's, or (when it shows neither) both. */
export type Environment = "browser" | "node" | "universal";

const NODE_MARKERS =
  /from\s+["']node:|require\(|\bprocess\.(?:env|argv|exit|cwd)|__dirname|import\.meta\.dirname|from\s+["'](?:fs|path|http|https|os|child_process|crypto|url|stream|events|worker_threads)(?:\/[a-z]+)?["']/;
const BROWSER_MARKERS =
  /\b(?:document|window|navigator|localStorage|sessionStorage|customElements|HTMLElement|SharedWorker|IntersectionObserver|requestAnimationFrame)\b|from\s+["']react(?:-dom)?(?:\/[a-z]+)?["']|import\.meta\.env/;

export function environmentOf(snippet: Snippet): Environment {
  const node = NODE_MARKERS.test(snippet.code);
  const browser = BROWSER_MARKERS.test(snippet.code) || /^(?:tsx|jsx)$/.test(snippet.language);
  if (node && !browser) return "node";
  if (browser && !node) return "browser";
  return "universal";
}

const LIBS: Record<Environment, { lib: string[]; types: string[] }> = {
  browser: { lib: ["ES2023", "DOM", "DOM.Iterable"], types: ["vite/client"] },
  node: { lib: ["ES2023"], types: ["node"] },
  universal: { lib: ["ES2023", "DOM", "DOM.Iterable"], types: ["node"] },
};

function extensionOf(language: string): string {
  if (language === "tsx") return "tsx";
  if (language === "jsx") return "jsx";
  if (language === "js" || language === "javascript" || language === "mjs") return "js";
  return "ts";
}

/**
 * Where a block is written: under its title when that is a relative path with the block's own extension,
 * so another block of the same article can import it (`./api`); else under its line number.
 */
function relativePathOf(snippet: Snippet, taken: Set<string>): string {
  const extension = extensionOf(snippet.language);
  const title = snippet.meta.attributes.title ?? snippet.meta.attributes.file;
  const titled =
    title !== undefined &&
    path.extname(title) === `.${extension}` &&
    !title.startsWith("/") &&
    !title.includes("..")
      ? path.normalize(title)
      : undefined;
  const chosen = titled !== undefined && !taken.has(titled) ? titled : `block-L${snippet.line}.${extension}`;
  taken.add(chosen);
  return chosen;
}

function hint(message: string): string | undefined {
  const specifier = /Cannot find module '([^']+)'/.exec(message)?.[1];
  if (specifier === undefined) return undefined;
  return specifier.startsWith(".")
    ? `  hint: no marked block of this article is titled like '${specifier}' (use title="…" on the imported block)`
    : `  hint: '${specifier}' is not installed for the checker: unmark the block, or add the package to devDependencies`;
}

/** Writes every block under its article's directory, so blocks of one article can import each other. */
function writeBlocks(snippets: Snippet[], workDir: string): Map<Snippet, string> {
  // Module resolution walks up from the block, so the project's packages and @types are found.
  symlinkSync(path.join(PROJECT_ROOT, "node_modules"), path.join(workDir, "node_modules"), "dir");
  const articleDirs = new Map<string, { dir: string; taken: Set<string> }>();
  const files = new Map<Snippet, string>();
  for (const snippet of snippets) {
    const article = articleDirs.get(snippet.article) ?? {
      dir: `article-${articleDirs.size}`,
      taken: new Set(),
    };
    articleDirs.set(snippet.article, article);
    const file = path.join(workDir, article.dir, relativePathOf(snippet, article.taken));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, snippet.code);
    files.set(snippet, file);
  }
  return files;
}

/**
 * Compiles one environment's blocks as one program. A block of another environment that one of them
 * imports is part of the program too, but its errors are reported by its own environment's run.
 */
function checkEnvironment(
  environment: Environment,
  snippets: Snippet[],
  files: Map<Snippet, string>,
  workDir: string,
): CheckResult[] {
  const { lib, types } = LIBS[environment];
  const tsconfig = {
    compilerOptions: {
      strict: true,
      noEmit: true,
      target: "ES2022",
      lib,
      types,
      module: "ESNext",
      moduleResolution: "bundler",
      // Every block is its own module, so two blocks' top-level names never clash.
      moduleDetection: "force",
      jsx: "react-jsx",
      allowJs: true,
      allowImportingTsExtensions: true,
      resolveJsonModule: true,
      esModuleInterop: true,
      skipLibCheck: true,
    },
    files: snippets.map((snippet) => files.get(snippet)),
  };
  const config = `tsconfig.${environment}.json`;
  writeFileSync(path.join(workDir, config), JSON.stringify(tsconfig, null, 2));
  const { output } = run(process.execPath, [TSC, "-p", config, "--pretty", "false"], { cwd: workDir });

  const owners = new Map([...files].map(([snippet, file]) => [file, snippet]));
  const errors = new Map<Snippet, string[]>();
  const unattributed: string[] = [];
  const ignored: string[] = [];
  let current = unattributed;
  for (const line of output.split("\n")) {
    if (line.trim() === "") continue;
    const match = /^(.+?)\((\d+),(\d+)\): (error TS\d+: .*)$/.exec(line);
    if (match === null) {
      current.push(line);
      continue;
    }
    const [, file = "", lineNumber = "1", column = "1", message = ""] = match;
    const owner = owners.get(path.resolve(workDir, file));
    if (owner === undefined || !snippets.includes(owner)) {
      current = owner === undefined ? unattributed : ignored;
      current.push(line);
      continue;
    }
    current = errors.get(owner) ?? [];
    errors.set(owner, current);
    current.push(`${locate(owner, Number(lineNumber))}:${column}: ${message}`);
    const extra = hint(message);
    if (extra !== undefined) current.push(extra);
  }
  return snippets.map((snippet) => {
    const details = [...(errors.get(snippet) ?? []), ...unattributed];
    return {
      snippet,
      toolchain: `${TOOLCHAIN} (${environment})`,
      status: details.length ? "failed" : "ok",
      details,
    };
  });
}

/** Compiles the blocks with `tsc --strict --noEmit`, one program per environment (browser, Node, both). */
export const typescriptChecker: Checker = {
  toolchain: TOOLCHAIN,
  languages: ["ts", "typescript", "tsx", "mts", "cts", "js", "javascript", "jsx", "mjs"],
  commands: [],
  packages: [],
  check: (snippets, workDir) => {
    const byEnvironment = new Map<Environment, Snippet[]>();
    for (const snippet of snippets) {
      const environment = environmentOf(snippet);
      byEnvironment.set(environment, [...(byEnvironment.get(environment) ?? []), snippet]);
    }
    const files = writeBlocks(snippets, workDir);
    const results = new Map(
      [...byEnvironment]
        .flatMap(([environment, group]) => checkEnvironment(environment, group, files, workDir))
        .map((result) => [result.snippet, result]),
    );
    // Report in the order the blocks were given, not grouped by environment.
    return snippets.flatMap((snippet) => results.get(snippet) ?? []);
  },
};
