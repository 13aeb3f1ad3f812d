import type { Snippet } from "../extract";
import { locate } from "../extract";
import { firstLines, relocate, run } from "../process";
import { eachInOwnDir } from "./per-snippet";
import type { Checker, CheckResult } from "./types";

interface CommandChecker {
  toolchain: string;
  languages: readonly string[];
  packages: readonly string[];
  command: string;
  args: (file: string, snippet: Snippet) => string[];
  fileName: (snippet: Snippet) => string;
}

/** kotlinc's launcher passes flags that JDK 17 warns about on every run. */
function withoutJvmWarnings(output: string): string {
  return output.replace(/^OpenJDK 64-Bit Server VM warning:.*\n?/gm, "");
}

/** A checker that runs one command on each block written to a file and passes when it exits with 0. */
export function commandChecker(spec: CommandChecker): Checker {
  return {
    toolchain: spec.toolchain,
    languages: spec.languages,
    commands: [spec.command],
    packages: spec.packages,
    check: (snippets, workDir): CheckResult[] =>
      eachInOwnDir(snippets, workDir, spec.fileName, (file, snippet) => {
        const { status, output } = run(spec.command, spec.args(file, snippet));
        const details = firstLines(
          relocate(withoutJvmWarnings(output), file, (line) => locate(snippet, line)),
        );
        return { toolchain: spec.toolchain, status: status === 0 ? "ok" : "failed", details };
      }),
  };
}
