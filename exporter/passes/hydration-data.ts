import { createHash } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * Keeps a page's hydration data out of its HTML until the app needs it.
 *
 * React Router writes every matched route's loader data into the page, as inline scripts that
 * enqueue a turbo-stream, and a last one that closes the stream; the client entry decodes it when
 * it hydrates. Our pages paint from their HTML alone and hydrate on intent (hydrate-on-intent.ts),
 * so the data is needed only then, yet it was a fifth of the list page (10.5 kB raw, 4.3 kB gzip of
 * 20 kB), downloaded and parsed before the first paint for nothing.
 *
 * This takes those scripts out and returns the stream; the pages pass writes it as an asset named
 * by its hash (cached like every asset), and the intent script enqueues it and closes the stream as
 * it starts hydrating, beside the route modules' imports. An article's stream leaves its body to
 * the document (body-from-document.ts), so the file holds only what the HTML does not.
 *
 * It depends on React Router's handoff (the inline scripts that enqueue the stream, and the close
 * call): if either is missing, it throws rather than ship a page that cannot hydrate. Drop it if
 * React Router gains a way to load the hydration data with the client entry.
 */

export class UnknownHydrationDataError extends Error {
  constructor(reason: string) {
    super(`exporter/passes cannot read the page's hydration data: ${reason}`);
    this.name = "UnknownHydrationDataError";
  }
}

const ENQUEUE = /window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);/;
const CLOSE = /<script>window\.__reactRouterContext\.streamController\.close\(\);<\/script>/g;
const ENQUEUE_SCRIPT = new RegExp(`<script>${ENQUEUE.source}</script>`, "g");

export interface PageWithoutData {
  page: string;
  /** The turbo-stream the removed scripts enqueued, in order. */
  stream: string;
}

/** Takes the hydration data out of one prerendered page (one with React Router's handoff). */
export function hydrationDataOutOfPage(page: string): PageWithoutData {
  const enqueued = [...page.matchAll(ENQUEUE_SCRIPT)];
  if (enqueued.length === 0) throw new UnknownHydrationDataError("no hydration data script");
  const closes = [...page.matchAll(CLOSE)];
  if (closes.length !== 1)
    throw new UnknownHydrationDataError(`${closes.length} scripts that close the stream, not one`);
  const stream = enqueued.map(([, literal]) => JSON.parse(literal ?? '""') as string).join("");
  return { page: page.replace(ENQUEUE_SCRIPT, "").replace(CLOSE, ""), stream };
}

/** Where the data of a page lives in the output, under the assets, by its content. */
export function hydrationDataFile(stream: string): string {
  const hash = createHash("sha256").update(stream).digest("hex").slice(0, 16);
  return `assets/data/${hash}.txt`;
}

/** Writes the stream; returns its URL under `assetBase` (the site's base path, ending in `/`). */
export async function writeHydrationData(
  clientDirectory: string,
  assetBase: string,
  stream: string,
): Promise<string> {
  const file = hydrationDataFile(stream);
  const absolute = path.join(clientDirectory, file);
  await mkdir(path.dirname(absolute), { recursive: true });
  await writeFile(absolute, stream);
  return assetBase + file;
}
