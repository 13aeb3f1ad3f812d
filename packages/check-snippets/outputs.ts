import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import path from "node:path";
import { diffLines } from "diff";
import type { CheckResult } from "./checkers/types";
import type { RunSnippet } from "./extract";
import { findCommand, firstLines } from "./process";

/** How a `run` block's language is run: an interpreter given the block as a file. */
interface Runner {
  toolchain: string;
  languages: readonly string[];
  command: string;
  fileName: string;
}

export const RUNNERS: readonly Runner[] = [
  { toolchain: "python3", languages: ["python", "py"], command: "python3", fileName: "block.py" },
  { toolchain: "bash", languages: ["bash", "sh", "shell"], command: "bash", fileName: "block.sh" },
];

/** A run that hangs is a failure, not a stuck check. */
const TIME_LIMIT_MS = 20_000;

/** Output as a reader compares it: without trailing spaces on a line or blank lines at the end. */
export function normaliseOutput(text: string): string {
  return text
    .split("\n")
    .map((line) => line.trimEnd())
    .join("\n")
    .replace(/\n+$/, "");
}

/** The lines that differ, `-` as the article says and `+` as the code prints, with a line of context. */
export function outputDifference(expected: string, actual: string): string[] {
  const lines: string[] = [];
  for (const part of diffLines(`${expected}\n`, `${actual}\n`)) {
    const prefix = part.added ? "+ " : part.removed ? "- " : "  ";
    const text = part.value.replace(/\n$/, "").split("\n");
    const shown = part.added || part.removed ? text : text.length > 2 ? [text[0], "…", text.at(-1)] : text;
    lines.push(...shown.map((line) => (line === "…" ? "  …" : `${prefix}${line}`)));
  }
  return lines;
}

export interface RunOutcome {
  snippet: RunSnippet;
  result: CheckResult;
  /** What the code printed, when it ran to the end and printed something else than the block says. */
  actual?: string;
}

/** Runs one block in its own directory and compares what it prints on stdout with its output block. */
function runOne(snippet: RunSnippet, runner: Runner, directory: string): RunOutcome {
  mkdirSync(directory, { recursive: true });
  const file = path.join(directory, runner.fileName);
  writeFileSync(file, snippet.code);
  const run = spawnSync(runner.command, [file], {
    cwd: directory,
    encoding: "utf8",
    timeout: TIME_LIMIT_MS,
    env: { ...process.env, LC_ALL: "C.UTF-8", TZ: "UTC", PYTHONHASHSEED: "0" },
  });
  const toolchain = `${runner.toolchain} (run)`;
  if (run.error || run.status !== 0) {
    const why = run.error ? run.error.message : `exited with ${String(run.status ?? run.signal)}`;
    const details = [why, ...firstLines(String(run.stderr ?? "").replaceAll(file, "<block>"))];
    return { snippet, result: { snippet, toolchain, status: "failed", details } };
  }
  const actual = normaliseOutput(run.stdout);
  if (actual === normaliseOutput(snippet.output.expected)) {
    return { snippet, result: { snippet, toolchain, status: "ok", details: [] } };
  }
  const where = `the output block at line ${snippet.output.openLine} differs (- says, + printed; --update rewrites it):`;
  return {
    snippet,
    result: {
      snippet,
      toolchain,
      status: "failed",
      details: [where, ...outputDifference(normaliseOutput(snippet.output.expected), actual)],
    },
    actual,
  };
}

/** Runs every `run` block with its language's interpreter; a missing one skips, an unknown language is unsupported. */
export function runSnippets(snippets: RunSnippet[], workDir: string): RunOutcome[] {
  return snippets.map((snippet, index) => {
    const runner = RUNNERS.find((candidate) => candidate.languages.includes(snippet.language));
    if (runner === undefined) {
      const languages = RUNNERS.flatMap((candidate) => candidate.languages).join(", ");
      return {
        snippet,
        result: {
          snippet,
          toolchain: "none",
          status: "unsupported",
          details: [`\`run\` runs ${languages}; '${snippet.language}' is not one of them`],
        },
      };
    }
    if (findCommand(runner.command) === undefined) {
      const details = [`${runner.command} not found: run packages/check-snippets/install-toolchains.sh`];
      return { snippet, result: { snippet, toolchain: runner.toolchain, status: "skipped", details } };
    }
    return runOne(snippet, runner, path.join(workDir, `run-${index}`));
  });
}

/**
 * Writes what the code printed into each output block that said something else, keeping the
 * fences and their indentation; the rest of the article is left byte for byte.
 */
export function updateOutputs(outcomes: RunOutcome[]): void {
  const byArticle = new Map<string, RunOutcome[]>();
  for (const outcome of outcomes) {
    if (outcome.actual === undefined) continue;
    const article = outcome.snippet.article;
    byArticle.set(article, [...(byArticle.get(article) ?? []), outcome]);
  }
  for (const [article, changes] of byArticle) {
    const lines = readFileSync(article, "utf8").split("\n");
    // From the end, so the line numbers of the blocks above stay true.
    const fromEnd = [...changes].sort((a, b) => b.snippet.output.openLine - a.snippet.output.openLine);
    for (const { snippet, result, actual = "" } of fromEnd) {
      const { openLine, closeLine, indent } = snippet.output;
      const body =
        actual === "" ? [] : actual.split("\n").map((line) => (line === "" ? "" : `${indent}${line}`));
      lines.splice(openLine, closeLine - openLine - 1, ...body);
      result.status = "ok";
      result.details = [`updated the output block at line ${openLine}`];
    }
    writeFileSync(article, lines.join("\n"));
  }
}
