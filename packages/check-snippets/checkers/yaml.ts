import { parseAllDocuments } from "yaml";
import { locate } from "../extract";
import type { Checker, CheckResult } from "./types";

/** Parses every document in the block (`---` separated), as Kubernetes manifests often hold several. */
export const yamlChecker: Checker = {
  toolchain: "yaml (all documents)",
  languages: ["yaml", "yml"],
  commands: [],
  packages: [],
  check: (snippets) =>
    snippets.map((snippet): CheckResult => {
      const details = parseAllDocuments(snippet.code)
        .flatMap((document) => document.errors)
        .map((error) => `${locate(snippet, error.linePos?.[0].line ?? 1)}: ${error.message.split("\n")[0]}`);
      return {
        snippet,
        toolchain: "yaml (all documents)",
        status: details.length ? "failed" : "ok",
        details,
      };
    }),
};
