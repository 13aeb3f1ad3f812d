/** Reads `key="value"` pairs from a fenced code block's info string, e.g. `title="App.kt"`. */
export function parseCodeMeta(meta: string | null | undefined): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of (meta ?? "").matchAll(/([a-zA-Z]+)="([^"]*)"/g)) {
    const [, key, value] = match;
    if (key !== undefined && value !== undefined) attributes[key] = value;
  }
  return attributes;
}
