import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { CHECKERS } from "./checkers";
import type { Checker } from "./checkers/types";
import type { CheckResult } from "./checkers/types";
import { extractFromFiles, type ExtractProblem, type Snippet } from "./extract";
import { runSnippets, updateOutputs } from "./outputs";
import { findCommand } from "./process";

export const INSTALL_SCRIPT = "packages/check-snippets/install-toolchains.sh";

export interface Report {
  results: CheckResult[];
  problems: ExtractProblem[];
}

/**
 * Extracts the marked blocks from the articles and checks each with its toolchain; runs each `run`
 * block and compares what it prints with the output block after it.
 */
export interface CheckOptions {
  /** Rewrite each `run` block's output block to what the code printed, instead of failing. */
  update?: boolean;
}

export async function checkArticles(
  articles: string[],
  checkers: readonly Checker[] = CHECKERS,
  { update = false }: CheckOptions = {},
): Promise<Report> {
  const { snippets, runs, problems } = extractFromFiles(articles);
  const workRoot = mkdtempSync(path.join(os.tmpdir(), "check-snippets-"));
  const results: CheckResult[] = [];
  try {
    for (const checker of checkers) {
      const mine = snippets.filter((snippet) => checker.languages.includes(snippet.language));
      if (mine.length === 0) continue;
      const missing = checker.commands.filter((command) => findCommand(command) === undefined);
      if (missing.length > 0) {
        const reason = `${missing.join(", ")} not found: run ${INSTALL_SCRIPT} (apt-get install ${checker.packages.join(" ")})`;
        results.push(
          ...mine.map((snippet) => ({
            snippet,
            toolchain: checker.toolchain,
            status: "skipped" as const,
            details: [reason],
          })),
        );
        continue;
      }
      const workDir = path.join(workRoot, checker.toolchain.replace(/[^a-z0-9]+/gi, "-"));
      mkdirSync(workDir, { recursive: true });
      results.push(...(await checker.check(mine, workDir)));
    }
    const outcomes = runSnippets(runs, path.join(workRoot, "run"));
    if (update) updateOutputs(outcomes);
    results.push(...outcomes.map((outcome) => outcome.result));
  } finally {
    rmSync(workRoot, { recursive: true, force: true });
  }
  const unsupported = snippets
    .filter((snippet) => !checkers.some((checker) => checker.languages.includes(snippet.language)))
    .map((snippet): CheckResult => ({
      snippet,
      toolchain: "none",
      status: "unsupported",
      details: [
        snippet.language === ""
          ? "the block has no language; name one or remove `check`"
          : `no checker for '${snippet.language}': remove \`check\` or add a checker in packages/check-snippets/checkers/`,
      ],
    }));
  // Article order, then line order, whatever order the toolchains ran in.
  const order = (snippet: Snippet) => [articles.indexOf(snippet.article), snippet.line] as const;
  const sorted = [...results, ...unsupported].sort((a, b) => {
    const [articleA, lineA] = order(a.snippet);
    const [articleB, lineB] = order(b.snippet);
    return articleA - articleB || lineA - lineB;
  });
  return { results: sorted, problems };
}

/** Whether the run should fail: any block not ok, or any block that could not be extracted. */
export function failed(report: Report): boolean {
  return report.problems.length > 0 || report.results.some((result) => result.status !== "ok");
}
