import { spawnSync, type SpawnSyncOptions } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";

export interface ProcessResult {
  status: number | null;
  output: string;
}

/** Runs a command to completion and returns its exit status with stdout and stderr together. */
export function run(command: string, args: string[], options: SpawnSyncOptions = {}): ProcessResult {
  const result = spawnSync(command, args, { encoding: "utf8", maxBuffer: 64 * 1024 * 1024, ...options });
  if (result.error) return { status: null, output: result.error.message };
  return { status: result.status, output: `${String(result.stdout ?? "")}${String(result.stderr ?? "")}` };
}

/** Debian installs PostgreSQL's server programs (initdb, pg_ctl) off the PATH, one directory per version. */
function postgresBinDirs(): string[] {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return [];
  return readdirSync(root)
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => path.join(root, version, "bin"));
}

/** The command's path: on the PATH, else in Debian's PostgreSQL directories; undefined when absent. */
export function findCommand(command: string): string | undefined {
  const onPath = run("sh", ["-c", `command -v "$0"`, command]);
  if (onPath.status === 0) return onPath.output.trim();
  return postgresBinDirs()
    .map((dir) => path.join(dir, command))
    .find((candidate) => existsSync(candidate));
}

/** The first few non-empty lines of a compiler's output: enough to see the error, not a wall of text. */
export function firstLines(output: string, count = 4): string[] {
  return output
    .split("\n")
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== "")
    .slice(0, count);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * Rewrites a compiler's references to a temp file (`file:12`, `file(12,5)`, `"file", line 12`,
 * `file: line 12`) into
 * where that line is in the article, via `locate`.
 */
export function relocate(output: string, file: string, locate: (line: number) => string): string {
  const name = escapeRegExp(file);
  return output
    .replace(new RegExp(`"?${name}"?[:,]? line (\\d+)`, "g"), (_, line: string) => locate(Number(line)))
    .replace(
      new RegExp(`${name}(?::(\\d+)|\\((\\d+),(\\d+)\\))`, "g"),
      (_, line?: string, parenLine?: string, column?: string) =>
        column === undefined ? locate(Number(line)) : `${locate(Number(parenLine))}:${column}`,
    )
    .replaceAll(file, "<block>");
}
