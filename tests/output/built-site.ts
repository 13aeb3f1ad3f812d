import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { parseHTML } from "linkedom";
import { normalizeBase } from "../../app/lib/urls/base-path";
import { site } from "../../app/site.config";

/**
 * The built site as files, for the output tests: they read what a host would serve, with no
 * browser. `BUILD_DIR` and `BASE_PATH` select the build, as they do for `npm run build`.
 */
export const BUILD_DIR = path.resolve(process.env.BUILD_DIR ?? "build");
export const CLIENT_DIR = path.join(BUILD_DIR, "client");
export const BASE_PATH = normalizeBase(process.env.BASE_PATH);

/** A root-relative path as the public, absolute URL the pages name (canonical, feeds, cards). */
export function absolute(pathname: string): string {
  return new URL(`${BASE_PATH.replace(/\/$/, "")}${pathname}`, site.url).href;
}

/** A root-relative route as the pages link to it, under the base path: `/devblog/post_…`. */
export function linked(route: string): string {
  return route.startsWith("/") ? `${BASE_PATH.replace(/\/$/, "")}${route}` : route;
}

/** A URL path the pages name, back to its root-relative route (`/devblog/blog/` → `/blog`). */
export function routeOf(pathname: string): string {
  const inside = pathname.startsWith(BASE_PATH) ? pathname.slice(BASE_PATH.length - 1) : pathname;
  return inside.replace(/(.)\/$/, "$1");
}

/** Every built HTML page, as root-relative routes (`/`, `/blog`, `/post_20240817`, `/404.html`). */
export function htmlRoutes(directory = CLIENT_DIR, prefix = ""): string[] {
  const routes: string[] = [];
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (entry.name === "assets" || entry.name === "pagefind") continue;
      routes.push(...htmlRoutes(path.join(directory, entry.name), `${prefix}/${entry.name}`));
    } else if (entry.name === "index.html") routes.push(prefix === "" ? "/" : prefix);
    else if (entry.name.endsWith(".html")) routes.push(`${prefix}/${entry.name}`);
  }
  return routes.sort();
}

if (!existsSync(path.join(CLIENT_DIR, "404.html")))
  throw new Error(`No build in ${CLIENT_DIR}: run \`npm run build\` before the output tests.`);

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
