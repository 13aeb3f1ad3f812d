import type { Snippet } from "../extract";
import { commandChecker } from "./command";

/**
 * Fixed format when every line keeps columns 1–6 for a sequence number (digits or blanks) and column 7
 * for an indicator; anything written further left is free format.
 */
export function isFixedFormat(code: string): boolean {
  return code
    .split("\n")
    .filter((line) => line.trim() !== "")
    .every((line) => /^[\d ]{6}(?:[ *\-/dD]|$)/.test(line));
}

export const cobolChecker = commandChecker({
  toolchain: "cobc -fsyntax-only",
  languages: ["cobol", "cob", "cbl"],
  packages: ["gnucobol3"],
  command: "cobc",
  args: (file, snippet: Snippet) => ["-fsyntax-only", isFixedFormat(snippet.code) ? "-fixed" : "-free", file],
  fileName: () => "block.cob",
});
