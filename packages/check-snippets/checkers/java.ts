import type { Snippet } from "../extract";
import { commandChecker } from "./command";

const PUBLIC_TYPE =
  /^\s*public\s+(?:(?:final|abstract|sealed|non-sealed|static|strictfp)\s+)*(?:class|interface|enum|record|@interface)\s+([A-Za-z_$][\w$]*)/m;

/** javac insists that a public top-level type lives in a file of the same name. */
export function javaFileName(snippet: Snippet): string {
  return `${PUBLIC_TYPE.exec(snippet.code)?.[1] ?? "Snippet"}.java`;
}

export const javaChecker = commandChecker({
  toolchain: "javac",
  languages: ["java"],
  packages: ["default-jdk-headless"],
  command: "javac",
  args: (file) => ["-d", `${file}.classes`, "-proc:none", file],
  fileName: javaFileName,
});
