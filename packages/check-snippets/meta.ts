import { parseCodeMeta } from "../../app/lib/markdown/code-meta";

/** What a fence's info string says after the language: `title="a.ts" file="…" {1,3-4} showLineNumbers check`. */
export interface FenceMeta {
  attributes: Record<string, string>;
  /** Bare words such as `check` and `showLineNumbers`. */
  flags: ReadonlySet<string>;
  /** Highlighted line numbers from `{1,3-4}`. */
  highlightedLines: number[];
}

/** The flag that marks a block as complete code the checker must compile. */
export const CHECK_FLAG = "check";

/** The flag that marks a block the checker runs, comparing what it prints with the block after it. */
export const RUN_FLAG = "run";

/** The flag of the block that shows what the `run` block before it prints. */
export const OUTPUT_FLAG = "output";

function lineRanges(text: string): number[] {
  const lines: number[] = [];
  for (const part of text.split(",")) {
    const [start, end = start] = part.trim().split("-").map(Number);
    if (start === undefined || end === undefined || !Number.isInteger(start) || !Number.isInteger(end))
      continue;
    for (let line = start; line <= end; line++) lines.push(line);
  }
  return lines;
}

/** Parses the same `key="value"` attributes the renderer reads, plus the bare flags and line ranges. */
export function parseFenceMeta(meta: string | null | undefined): FenceMeta {
  const text = meta ?? "";
  const highlightedLines = [...text.matchAll(/\{([\d,\s-]+)\}/g)].flatMap((match) =>
    lineRanges(match[1] ?? ""),
  );
  const rest = text.replace(/[a-zA-Z]+="[^"]*"/g, " ").replace(/\{[^}]*\}/g, " ");
  const flags = new Set(rest.split(/\s+/).filter((word) => word !== ""));
  return { attributes: parseCodeMeta(text), flags, highlightedLines };
}
