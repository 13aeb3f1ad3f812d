import { LineCounter, parseDocument, isMap, isNode, isScalar, isSeq } from "yaml";
import type { ZodType } from "zod";
import type { ContentProblem } from "./content-error.ts";

/** The front matter at the top of a Markdown file, between its two `---` lines. */
export const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

type Parsed<T> =
  { ok: true; value: T; body: string; bodyLine: number } | { ok: false; problems: ContentProblem[] };

/**
 * Splits a Markdown file into front matter and body and validates the front matter, reporting
 * each problem with the line of the offending field.
 */
export function parseFrontMatter<T>(file: string, source: string, schema: ZodType<T>): Parsed<T> {
  const fence = FRONT_MATTER.exec(source);
  if (!fence) {
    return {
      ok: false,
      problems: [
        { file, line: 1, message: "has no front matter: start the file with a block between two --- lines" },
      ],
    };
  }
  const yamlText = fence[1] ?? "";
  const lineCounter = new LineCounter();
  const document = parseDocument(yamlText, { lineCounter });
  // The YAML starts on line 2, after the opening fence.
  const lineAt = (offset: number) => lineCounter.linePos(offset).line + 1;
  if (document.errors.length > 0) {
    return {
      ok: false,
      problems: document.errors.map((error) => ({
        file,
        line: lineAt(error.pos[0]),
        message: `front matter is not valid YAML: ${error.message.split("\n")[0]}`,
      })),
    };
  }

  // The line of the deepest part of `path` the YAML has: a field's key, a list item, an item's key.
  const fieldLine = (path: readonly PropertyKey[]): number => {
    let line = 1;
    let node: unknown = document.contents;
    for (const segment of path) {
      if (isMap(node)) {
        const pair = node.items.find((item) => isScalar(item.key) && item.key.value === segment);
        if (!pair || !isScalar(pair.key) || !pair.key.range) break;
        line = lineAt(pair.key.range[0]);
        node = pair.value;
      } else if (isSeq(node) && typeof segment === "number") {
        const item: unknown = node.items[segment];
        if (!isNode(item) || !item.range) break;
        line = lineAt(item.range[0]);
        node = item;
      } else break;
    }
    return line;
  };

  const result = schema.safeParse(document.toJS() ?? {});
  if (!result.success) {
    return {
      ok: false,
      problems: result.error.issues.map((issue) => {
        const field = issue.path.length > 0 ? issue.path.map(String).join(".") : undefined;
        const missing = issue.code === "invalid_type" && issue.input === undefined;
        const unknownKeys = issue.code === "unrecognized_keys" ? issue.keys : [];
        if (unknownKeys.length > 0) {
          return {
            file,
            line: fieldLine([...issue.path, unknownKeys[0] ?? ""]),
            field: unknownKeys.map((key) => [...issue.path, key].map(String).join(".")).join(", "),
            message: "is not a known front matter field",
          };
        }
        return {
          file,
          // A missing top-level field has no line of its own; one missing in a list item has its item's.
          line: missing && issue.path.length <= 1 ? 1 : fieldLine(issue.path),
          field,
          message: missing ? "is required" : issue.message,
        };
      }),
    };
  }
  const bodyLine = fence[0].split("\n").length;
  return { ok: true, value: result.data, body: source.slice(fence[0].length), bodyLine };
}
