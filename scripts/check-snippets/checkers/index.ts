import { jsonChecker } from "./json";
import { pythonChecker } from "./python";
import { shellChecker } from "./shell";
import type { Checker } from "./types";
import { typescriptChecker } from "./typescript";
import { yamlChecker } from "./yaml";

/** Every toolchain the command knows, in the order they run. */
export const CHECKERS: readonly Checker[] = [
  typescriptChecker,
  jsonChecker,
  yamlChecker,
  shellChecker,
  pythonChecker,
];

export function checkerFor(language: string): Checker | undefined {
  return CHECKERS.find((checker) => checker.languages.includes(language));
}
