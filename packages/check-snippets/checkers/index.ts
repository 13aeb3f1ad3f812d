import { clojureChecker } from "./clojure";
import { cobolChecker } from "./cobol";
import { javaChecker } from "./java";
import { jsonChecker } from "./json";
import { kotlinChecker } from "./kotlin";
import { pythonChecker } from "./python";
import { shellChecker } from "./shell";
import { sqlChecker } from "./sql";
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
  sqlChecker,
  javaChecker,
  cobolChecker,
  kotlinChecker,
  clojureChecker,
];
