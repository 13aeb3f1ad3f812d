/**
 * Browser code that must run before the app (the theme, the intent gate) is written as typed,
 * linted functions and serialised into the page here, never as JavaScript inside a string.
 *
 * Each function must be self-contained: it may use only its parameters and the browser's globals,
 * because only its own source is serialised (a unit test runs each serialised script in a DOM).
 * Arguments are JSON, or other self-contained functions (passed by their source), so that the
 * page's code and the app's share one definition.
 */
function serialise(value: unknown): string {
  if (typeof value === "function") return value.toString();
  // A list or a record of functions (the gate's behaviours, its helpers): each by its source.
  if (Array.isArray(value) && value.some((item) => typeof item === "function"))
    return `[${value.map(serialise).join(",")}]`;
  if (isRecord(value) && Object.values(value).some((item) => typeof item === "function"))
    return `{${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}:${serialise(item)}`)
      .join(",")}}`;
  // `<` as \u003c: the same value to the script, and no `</script>` in the page.
  return (JSON.stringify(value) ?? "undefined").replaceAll("<", "\\u003c");
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** The text of an inline script that calls `run` with `args` once, where it stands in the page. */
export function inlineScript<Args extends unknown[]>(run: (...args: Args) => void, ...args: Args): string {
  return `(${run.toString()})(${args.map(serialise).join(",")})`;
}
