import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Snippet } from "../extract";
import type { CheckResult } from "./types";

/** Writes each block to its own numbered directory and checks it there, one at a time. */
export function eachInOwnDir(
  snippets: Snippet[],
  workDir: string,
  fileName: (snippet: Snippet) => string,
  check: (file: string, snippet: Snippet) => Omit<CheckResult, "snippet">,
): CheckResult[] {
  return snippets.map((snippet, index) => {
    const dir = path.join(workDir, String(index));
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, fileName(snippet));
    writeFileSync(file, snippet.code);
    return { snippet, ...check(file, snippet) };
  });
}
