import { BODY_IN_DOCUMENT } from "../../lib/article-body-source";
import { UnexpectedPageError } from "./page-tree.server";

/**
 * Keeps an article's body from travelling twice. A workaround, in this one place: React Router
 * has no way to keep a loader value out of the document's hydration data.
 *
 * React Router serialises every loader's data for hydration, so the article HTML that is already
 * in the document would also be in the hydration data, as one long string (115 kB raw for the
 * largest article). The server entry passes that data (a turbo-stream) through here, and the
 * string under the route's body key becomes `BODY_IN_DOCUMENT`; `ArticleBody` then hydrates from
 * the DOM. The `.data` file that in-app navigation fetches keeps the body.
 *
 * It depends on the turbo-stream's first line (the loader data, flattened); if that changes, it
 * throws rather than render a page that cannot hydrate, and its tests show what it expects. To
 * drop it: delete the route's `bodyInDocument` handle (app/document/handle.ts) and this file.
 */
export function bodyLeftToDocument(stream: string, bodyKey: string): string {
  const newline = stream.indexOf("\n");
  const head = newline === -1 ? stream : stream.slice(0, newline);
  const rest = newline === -1 ? "" : stream.slice(newline);
  let values: unknown;
  try {
    values = JSON.parse(head);
  } catch {
    throw new UnexpectedPageError("the hydration data's first line is not the flattened loader data");
  }
  if (!Array.isArray(values)) throw new UnexpectedPageError("the hydration data's first line is not a list");
  const keyIndex = values.indexOf(bodyKey);
  if (keyIndex === -1) throw new UnexpectedPageError(`no "${bodyKey}" key in the loader data`);
  const owner = values.find(
    (value): value is Record<string, number> =>
      typeof value === "object" && value !== null && `_${keyIndex}` in value,
  );
  const valueIndex = owner?.[`_${keyIndex}`];
  if (valueIndex === undefined || typeof values[valueIndex] !== "string")
    throw new UnexpectedPageError(`"${bodyKey}" does not refer to a string`);
  return (
    JSON.stringify(values.map((value, index) => (index === valueIndex ? BODY_IN_DOCUMENT : value))) + rest
  );
}
