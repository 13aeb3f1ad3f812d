import { LineCounter, parseDocument, isMap, isScalar } from "yaml";
import type { ZodType } from "zod";
import type { ContentProblem } from "./content-error.ts";

const FENCE = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

type Parsed<T> =
  { ok: true; value: T; body: string; bodyLine: number } | { ok: false; problems: ContentProblem[] };

/**
 * Splits a Markdown file into front matter and body and validates the front matter, reporting
 * each problem with the line of the offending field.
 */
export function parseFrontMatter<T>(file: string, source: string, schema: ZodType<T>): Parsed<T> {
  const fence = FENCE.exec(source);
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

  const fieldLine = (field: string): number | undefined => {
    if (!isMap(document.contents)) return 1;
    const pair = document.contents.items.find((item) => isScalar(item.key) && item.key.value === field);
    const range = pair && isScalar(pair.key) ? pair.key.range : undefined;
    return range ? lineAt(range[0]) : 1;
  };

  const result = schema.safeParse(document.toJS() ?? {});
  if (!result.success) {
    return {
      ok: false,
      problems: result.error.issues.map((issue) => {
        const field = issue.path.length > 0 ? issue.path.map(String).join(".") : undefined;
        const topField = issue.path[0] === undefined ? undefined : String(issue.path[0]);
        const missing = issue.code === "invalid_type" && issue.input === undefined;
        const unknownKeys = issue.code === "unrecognized_keys" ? issue.keys : [];
        if (unknownKeys.length > 0) {
          return {
            file,
            line: fieldLine(unknownKeys[0] ?? ""),
            field: unknownKeys.join(", "),
            message: "is not a known front matter field",
          };
        }
        return {
          file,
          line: missing || topField === undefined ? 1 : fieldLine(topField),
          field,
          message: missing ? "is required" : issue.message,
        };
      }),
    };
  }
  const bodyLine = fence[0].split("\n").length;
  return { ok: true, value: result.data, body: source.slice(fence[0].length), bodyLine };
}
