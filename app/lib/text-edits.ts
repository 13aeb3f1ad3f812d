/** A change to a text: the characters from `start` to `end` become `text`. */
export interface TextEdit {
  start: number;
  end: number;
  text: string;
}

/**
 * The text with every edit made, each at the offsets it names in the original (found by parsing
 * it: the Markdown twin's destinations, the benchmark's scripts). Edits must not overlap.
 */
export function applyTextEdits(source: string, edits: readonly TextEdit[]): string {
  let result = "";
  let at = 0;
  for (const edit of edits.toSorted((a, b) => a.start - b.start)) {
    result += source.slice(at, edit.start) + edit.text;
    at = edit.end;
  }
  return result + source.slice(at);
}
