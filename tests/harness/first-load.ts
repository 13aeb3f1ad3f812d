import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { parseHTML } from "linkedom";
import { DEFERRED_MODULE_TYPE, PRELOAD_ATTRIBUTE } from "../../app/document/names";

export interface FirstLoad {
  page: string;
  htmlGzip: number;
  frameworkJsGzip: number;
  ownJsGzip: number;
  cssGzip: number;
  /** Requests the page makes to another origin for scripts, styles or fonts (should be none). */
  foreign: string[];
}

const FRAMEWORK_CHUNK = /\/assets\/framework-[^/]+\.js$/;

export function gzipSize(bytes: Buffer | string): number {
  return gzipSync(bytes, { level: 9 }).length;
}

/** A page's HTML file in a published folder: `/` is `index.html`, `/blog` or `/blog/` `blog/index.html`. */
export function pageHtmlFile(clientDirectory: string, page: string): string {
  return path.join(clientDirectory, page, "index.html");
}

/**
 * What the browser downloads to show and hydrate a page: its HTML (with its inline CSS),
 * stylesheets and module graph.
 */
export function measureFirstLoad(clientDirectory: string, page: string, base = "/"): FirstLoad {
  const html = readFileSync(pageHtmlFile(clientDirectory, page), "utf8");
  const references = new Set<string>();
  const { document } = parseHTML(html);
  // A disabled stylesheet is not fetched: its text is inline (app/document/server/inline-stylesheets.server.ts).
  for (const link of document.querySelectorAll(
    'link[rel="modulepreload"], link[rel="stylesheet"]:not([disabled])',
  ))
    references.add(link.getAttribute("href") ?? "");
  for (const script of document.querySelectorAll("script[src]"))
    references.add(script.getAttribute("src") ?? "");
  // What the hydration script loads when it starts (on intent: app/document/server/defer-hydration.server.ts):
  // the preloads listed on it and the modules its text imports.
  for (const script of document.querySelectorAll(
    `script[type="module"], script[type="${DEFERRED_MODULE_TYPE}"]`,
  )) {
    for (const url of JSON.parse(script.getAttribute(PRELOAD_ATTRIBUTE) ?? "[]") as string[])
      references.add(url);
    for (const [, url] of (script.textContent ?? "").matchAll(/"([^"\s]+\.js)"/g)) references.add(url ?? "");
  }

  const result: FirstLoad = {
    page,
    htmlGzip: gzipSize(html),
    frameworkJsGzip: 0,
    ownJsGzip: 0,
    cssGzip: 0,
    foreign: [],
  };
  for (const url of references) {
    if (/^(https?:)?\/\//.test(url)) {
      result.foreign.push(url);
      continue;
    }
    const size = gzipSize(readFileSync(path.join(clientDirectory, url.slice(base.length))));
    if (url.endsWith(".css")) result.cssGzip += size;
    else if (FRAMEWORK_CHUNK.test(url)) result.frameworkJsGzip += size;
    else result.ownJsGzip += size;
  }
  return result;
}

/** Every article page of a published folder: `/post_20240817`, … */
export function articlePages(clientDirectory: string): string[] {
  return readdirSync(clientDirectory)
    .filter((name) => /^post_\d{8}$/.test(name))
    .map((name) => `/${name}`);
}

/** The article page whose HTML is largest. */
export function largestArticle(clientDirectory: string): string {
  const sizes = articlePages(clientDirectory).map((page) => ({
    page,
    size: gzipSize(readFileSync(pageHtmlFile(clientDirectory, page))),
  }));
  return sizes.sort((a, b) => b.size - a.size)[0]?.page ?? "/";
}

export const kB = (bytes: number) => (bytes / 1000).toFixed(1);
