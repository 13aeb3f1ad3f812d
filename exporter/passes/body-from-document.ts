import { BODY_IN_DOCUMENT } from "../../app/lib/article-body-source";
import { UnknownHydrationDataError } from "./hydration-data";

/**
 * Keeps an article's body from travelling twice.
 *
 * React Router serialises every loader's data for hydration, so the article HTML that is already
 * in the document was also in the hydration data, as one long string (115 kB raw for the largest
 * article). This rewrites that data (the turbo-stream hydration-data.ts took out of the page) and
 * puts `BODY_IN_DOCUMENT` in place of the string; `ArticleBody` then hydrates from the DOM. The
 * `.data` file that in-app navigation fetches keeps the body.
 *
 * It depends on the turbo-stream's first line (the loader data, flattened) and on the article
 * loader's `html` key; if either changes, it throws rather than ship a page that cannot hydrate,
 * and its tests say what it expects. Drop it if React Router gains a way to keep a loader value
 * out of the document's hydration data.
 */

const BODY_KEY = "html";

function withoutBody(values: unknown[]): unknown[] {
  const keyIndex = values.indexOf(BODY_KEY);
  if (keyIndex === -1) throw new UnknownHydrationDataError(`no "${BODY_KEY}" key in the loader data`);
  const owner = values.find(
    (value): value is Record<string, number> =>
      typeof value === "object" && value !== null && `_${keyIndex}` in value,
  );
  const valueIndex = owner?.[`_${keyIndex}`];
  if (valueIndex === undefined || typeof values[valueIndex] !== "string")
    throw new UnknownHydrationDataError(`"${BODY_KEY}" does not refer to a string`);
  return values.map((value, index) => (index === valueIndex ? BODY_IN_DOCUMENT : value));
}

/** Rewrites one article page's hydration stream; other pages' streams must not be passed in. */
export function bodyFromDocument(stream: string): string {
  const newline = stream.indexOf("\n");
  const head = newline === -1 ? stream : stream.slice(0, newline);
  const rest = newline === -1 ? "" : stream.slice(newline);
  let values: unknown;
  try {
    values = JSON.parse(head);
  } catch {
    throw new UnknownHydrationDataError("its first line is not the flattened loader data");
  }
  if (!Array.isArray(values)) throw new UnknownHydrationDataError("its first line is not a list");
  return JSON.stringify(withoutBody(values)) + rest;
}
