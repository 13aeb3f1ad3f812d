/**
 * Browser code that must run before the app (the theme, the intent gate) is written as typed,
 * linted functions and serialised into the page here, never as JavaScript inside a string.
 *
 * Each function must be self-contained: it may use only its parameters and the browser's globals,
 * because only its own source is serialised (a unit test runs each serialised script in a DOM).
 * Arguments are JSON, or other self-contained functions (passed by their source), so that the
 * page's code and the app's share one definition. The text calls `run` with `args` once, where it
 * stands in the page.
 */
export function inlineScript<Args extends unknown[]>(run: (...args: Args) => void, ...args: Args): string {
  // A function, wherever it stands (the gate's behaviours, its helpers), is written by its source:
  // JSON holds a mark in its place, then the source replaces the mark.
  const sources: string[] = [];
  const json = JSON.stringify(args, (_key, value: unknown) =>
    typeof value === "function" ? `\0${sources.push(value.toString()) - 1}` : value,
  );
  // `<` as \u003c: the same value to the script, and no `</script>` in the page.
  const text = json
    .replaceAll("<", "\\u003c")
    .replace(/"\\u0000(\d+)"/g, (_mark, index: string) => sources[Number(index)] ?? "");
  // The arguments, without the brackets of their list.
  return `(${run.toString()})(${text.slice(1, -1)})`;
}
