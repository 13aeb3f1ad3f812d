import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseHTML } from "linkedom";
import { normalizeBase } from "../../app/lib/paths";

/**
 * The built site as files, for the output tests: they read what a host would serve, with no
 * browser. `BUILD_DIR` and `BASE_PATH` select the build, as they do for `react-router build`.
 */
export const BUILD_DIR = path.resolve(process.env.BUILD_DIR ?? "build");
export const CLIENT_DIR = path.join(BUILD_DIR, "client");
export const BASE_PATH = normalizeBase(process.env.BASE_PATH);

if (!existsSync(path.join(CLIENT_DIR, "404.html")))
  throw new Error(`No build in ${CLIENT_DIR}: run \`react-router build\` before the output tests.`);

/** The file a static host serves for a root-relative route: `/blog` → `blog/index.html`. */
export function fileFor(route: string): string {
  const clean = route.replace(/^\//, "");
  if (clean === "") return path.join(CLIENT_DIR, "index.html");
  if (/\.[a-z]+$/.test(clean)) return path.join(CLIENT_DIR, clean);
  return path.join(CLIENT_DIR, clean, "index.html");
}

export function exists(route: string): boolean {
  return existsSync(fileFor(route));
}

const texts = new Map<string, string>();
/** A built file's text, read once per test file. */
export function text(route: string): string {
  let value = texts.get(route);
  if (value === undefined) {
    value = readFileSync(fileFor(route), "utf8");
    texts.set(route, value);
  }
  return value;
}

const documents = new Map<string, Document>();
/** A built page parsed into a DOM (linkedom: fast, no layout, scripts not run). */
export function page(route: string): Document {
  let document = documents.get(route);
  if (document === undefined) {
    document = parseHTML(text(route)).document;
    documents.set(route, document);
  }
  return document;
}

/** A `<meta>` tag's content, by `name` or `property`. */
export function meta(document: Document, key: string): string | null {
  return (
    document.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute("content") ?? null
  );
}

/** The text a reader sees: screen-reader-only additions left out. */
export function visibleText(element: Element | null | undefined): string {
  if (!element) return "";
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll(".sr-only")) hidden.remove();
  return (copy.textContent ?? "").replace(/\s+/g, " ").trim();
}
