import { BODY_IN_DOCUMENT } from "../../app/lib/article-body-source";

/**
 * Keeps an article's body from travelling twice in its page.
 *
 * React Router serialises every loader's data into the page for hydration, so the article HTML
 * that is already in the document was also in a script, as one long string (115 kB raw for the
 * largest article). This rewrites the serialised data after prerendering and puts
 * `BODY_IN_DOCUMENT` in place of that string; `ArticleBody` then hydrates from the DOM. The
 * `.data` file that in-app navigation fetches keeps the body.
 *
 * It depends on React Router's handoff format (a turbo-stream, enqueued by an inline script) and
 * on the article loader's `html` key; if either changes, it throws rather than ship a page that
 * cannot hydrate, and its tests say what it expects. Drop it if React Router gains a way to keep
 * a loader value out of the document's hydration data.
 */

export const ENQUEUE = /window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);/g;
const BODY_KEY = "html";

export class UnknownHydrationDataError extends Error {
  constructor(reason: string) {
    super(`exporter/passes/body-from-document.ts cannot find the article body: ${reason}`);
    this.name = "UnknownHydrationDataError";
  }
}

// The same escaping React Router applies, so the script cannot close itself or break on U+2028.
const ESCAPES: Record<string, string> = {
  "&": "\\u0026",
  ">": "\\u003e",
  "<": "\\u003c",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

function scriptLiteral(text: string): string {
  return JSON.stringify(text).replace(/[&><\u2028\u2029]/g, (match) => ESCAPES[match] ?? match);
}

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

/** Rewrites one prerendered article page; other pages must not be passed in. */
export function bodyFromDocument(page: string): string {
  const calls = [...page.matchAll(ENQUEUE)];
  if (calls.length === 0) throw new UnknownHydrationDataError("no hydration data script");
  const stream = calls.map(([, literal]) => JSON.parse(literal ?? '""') as string).join("");
  const newline = stream.indexOf("\n");
  const head = newline === -1 ? stream : stream.slice(0, newline);
  const rest = newline === -1 ? "" : stream.slice(newline);
  const rewritten = JSON.stringify(withoutBody(JSON.parse(head) as unknown[])) + rest;
  let first = true;
  return page.replace(ENQUEUE, () => {
    if (!first) return "";
    first = false;
    return `window.__reactRouterContext.streamController.enqueue(${scriptLiteral(rewritten)});`;
  });
}
