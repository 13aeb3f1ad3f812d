import type { Snippet } from "../extract";

export type Status = "ok" | "failed" | "skipped" | "unsupported";

export interface CheckResult {
  snippet: Snippet;
  toolchain: string;
  status: Status;
  /** Why it failed or was skipped: the compiler's first error lines, or the missing toolchain. */
  details: string[];
}

export interface Checker {
  /** Shown on every result line, e.g. "tsc --strict". */
  toolchain: string;
  /** Fence languages this checker takes, lower-case. */
  languages: readonly string[];
  /** Commands the checker runs; a missing one skips its blocks with an install hint. */
  commands: readonly string[];
  /** Debian packages that provide the commands (see install-toolchains.sh). */
  packages: readonly string[];
  /** Checks all of its blocks, in article order; `workDir` is an empty temp directory of its own. */
  check(snippets: Snippet[], workDir: string): Promise<CheckResult[]> | CheckResult[];
}
