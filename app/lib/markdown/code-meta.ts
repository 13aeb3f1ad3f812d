/** Reads `key="value"` pairs from a fenced code block's info string, e.g. `title="App.kt"`. */
export function parseCodeMeta(meta: string | null | undefined): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of (meta ?? "").matchAll(/([a-zA-Z]+)="([^"]*)"/g)) {
    const [, key, value] = match;
    if (key !== undefined && value !== undefined) attributes[key] = value;
  }
  return attributes;
}

/** Whether a fenced code block's info string carries a bare flag such as `showLineNumbers`. */
export function hasFlag(meta: string | null | undefined, flag: string): boolean {
  const withoutValues = (meta ?? "").replace(/([a-zA-Z]+)="[^"]*"/g, " ");
  return withoutValues.split(/\s+/).includes(flag);
}
