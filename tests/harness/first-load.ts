import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

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

/**
 * What the browser downloads to show and hydrate a page: its HTML (with its inline CSS),
 * stylesheets and module graph.
 */
export function measureFirstLoad(clientDirectory: string, page: string, base = "/"): FirstLoad {
  const htmlFile = path.join(clientDirectory, page === "/" ? "index.html" : `${page}/index.html`);
  const html = readFileSync(htmlFile, "utf8");
  const references = new Set<string>();
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    // A disabled stylesheet is not fetched: its text is inline in the HTML (app/lib/page/inline-stylesheets.ts).
    if (href !== undefined && /\brel="(?:modulepreload|stylesheet)"/.test(tag) && !/\bdisabled\b/.test(tag))
      references.add(href);
  }
  for (const [, url] of html.matchAll(/<script[^>]+src="([^"]+)"/g)) references.add(url ?? "");
  // Module URLs named by the (deferred) hydration script: its preloads and imports.
  for (const [, script] of html.matchAll(/<script type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const [, url] of (script ?? "").matchAll(/"([^"\s]+\.js)"/g)) references.add(url ?? "");
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

/** The article page whose HTML is largest. */
export function largestArticle(clientDirectory: string): string {
  const articles = readdirSync(clientDirectory).filter((name) => /^post_\d{8}$/.test(name));
  const sizes = articles.map((name) => ({
    page: `/${name}`,
    size: gzipSize(readFileSync(path.join(clientDirectory, name, "index.html"))),
  }));
  return sizes.sort((a, b) => b.size - a.size)[0]?.page ?? "/";
}

export const kB = (bytes: number) => (bytes / 1000).toFixed(1);
