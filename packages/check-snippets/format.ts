import path from "node:path";
import type { Report } from "./run";

function where(article: string, line: number): string {
  return `${path.relative(process.cwd(), article) || article}:${line}`;
}

/** One line per block, the compiler's first error lines indented under a failure, then a summary. */
export function formatReport(report: Report): string[] {
  const lines: string[] = [];
  for (const problem of report.problems) {
    lines.push(
      `${where(problem.article, problem.line)}  ${problem.language || "-"}  (extract)  failed: ${problem.message}`,
    );
  }
  for (const { snippet, toolchain, status, details } of report.results) {
    const [reason, ...more] = status === "failed" ? ["", ...details] : details;
    lines.push(
      `${where(snippet.article, snippet.line)}  ${snippet.language || "-"}  ${toolchain}  ${status}${reason ? `: ${reason}` : ""}`,
    );
    lines.push(...more.map((detail) => `    ${detail}`));
  }
  const count = (status: string) => report.results.filter((result) => result.status === status).length;
  const summary = [
    `${report.results.length + report.problems.length} marked blocks`,
    `${count("ok")} ok`,
    `${count("failed") + report.problems.length} failed`,
    `${count("skipped")} skipped (toolchain missing)`,
    `${count("unsupported")} unsupported`,
  ];
  lines.push("", summary.join(", "));
  return lines;
}
