/**
 * Shiki's notation comments (`// [!code ++]`, `# [!code --]`, `-- [!code highlight]`, `<!-- [!code focus] -->`)
 * at a line's end, in any of the comment styles the transformers accept.
 */
const NOTATION =
  /\s*(?:\/\/|\/\*|<!--|#|--|%{1,2}|;{1,2}|\*>)?\s*\[!code\s+([^\]:\s]+)(?::(\d+))?[^\]]*\]\s*(?:\*\/|-->)?\s*$/;

/** One line of the code that gets checked, with its 0-based index in the block as written. */
export interface KeptLine {
  text: string;
  index: number;
}

/**
 * Removes the notations so the compiler sees the code a reader would copy after the change:
 * lines marked `--` (removed) are dropped, `++` lines and every other notation are kept without it.
 * `[!code --:3]` drops that line and the two after it, as Shiki marks three lines; a notation alone on its
 * line applies to the lines after it.
 */
export function stripAnnotations(code: string): KeptLine[] {
  const kept: KeptLine[] = [];
  let dropNext = 0;
  code.split("\n").forEach((line, index) => {
    const match = NOTATION.exec(line);
    if (dropNext > 0) {
      dropNext--;
      return;
    }
    if (match === null) {
      kept.push({ text: line, index });
      return;
    }
    const [, kind, count] = match;
    const text = line.slice(0, match.index);
    const alone = text.trim() === "";
    if (kind === "--") dropNext = Number(count ?? 1) - (alone ? 0 : 1);
    if (kind === "--" || alone) return;
    kept.push({ text, index });
  });
  return kept;
}
