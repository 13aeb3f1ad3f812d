import ts from "typescript";
import { locate } from "../extract";
import type { Checker, CheckResult } from "./types";

function lineOf(text: string, offset: number): number {
  return text.slice(0, offset).split("\n").length;
}

/** `json` must be strict JSON; `jsonc` (tsconfig, VS Code settings) may hold comments and trailing commas. */
export const jsonChecker: Checker = {
  toolchain: "JSON.parse",
  languages: ["json", "jsonc", "json5"],
  commands: [],
  packages: [],
  check: (snippets) =>
    snippets.map((snippet): CheckResult => {
      if (snippet.language === "json") {
        try {
          JSON.parse(snippet.code);
          return { snippet, toolchain: "JSON.parse", status: "ok", details: [] };
        } catch (error) {
          const { message } = error as SyntaxError;
          const position = /at position (\d+)/.exec(message)?.[1];
          const where =
            position === undefined ? "" : `${locate(snippet, lineOf(snippet.code, Number(position)))}: `;
          return { snippet, toolchain: "JSON.parse", status: "failed", details: [`${where}${message}`] };
        }
      }
      const parsed = ts.parseJsonText("block.jsonc", snippet.code) as ts.JsonSourceFile & {
        // Public since TypeScript 2.x but missing from the declared type.
        parseDiagnostics?: ts.Diagnostic[];
      };
      const details = (parsed.parseDiagnostics ?? []).map(
        (diagnostic) =>
          `${locate(snippet, lineOf(snippet.code, diagnostic.start ?? 0))}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, " ")}`,
      );
      return {
        snippet,
        toolchain: "TypeScript JSONC parser",
        status: details.length ? "failed" : "ok",
        details,
      };
    }),
};
