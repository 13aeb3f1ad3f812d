import { existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { articleRoutesMentioned } from "../urls/article-route";
import { writeFileAtomically } from "../write-file-atomically.server";
import { mermaidRenderFiles } from "../markdown/mermaid.server";
import { localReferences } from "./local-references";
import { imagePipelineVersion } from "./raster-images.server";
import { fileBytes, sha256 } from "./hash.server";

/**
 * Compiled articles, kept between builds under `node_modules/.cache` (where Vite and other build
 * tools keep theirs) and keyed by everything the output depends on: the Markdown, the files it
 * includes or shows, the base path, the compiler's own source and the image pipeline (the
 * screenshot widths, formats and quality, and sharp's version, which name the variants linked to). An edit to one article
 * recompiles that article only; a change to the compiler recompiles all of them.
 */

export function cacheDirectory(): string {
  return path.resolve(process.env.CONTENT_CACHE_DIR ?? "node_modules/.cache/devblog/articles");
}

// By the reference as written and the bytes it resolves to, not by where the article lives: the
// compiled output names a file by its basename and a hash of its bytes, so the same article in
// another copy of the content (the test suite's 61-article site copies the real ones) is a hit.
function dependencyDigest(markdown: string, articlePath: string): string {
  const parts: (string | Buffer)[] = localReferences(markdown, articlePath).flatMap(({ reference, file }) => [
    reference,
    fileBytes(file),
  ]);
  // A ```mermaid block is shown from its renders, named by its text (mermaid.server.ts).
  for (const file of mermaidRenderFiles(markdown, articlePath))
    parts.push(path.basename(file), fileBytes(file));
  return sha256(...parts);
}

// Whether a link to another article is valid depends on that article existing, which the
// Markdown alone does not say: the key records it for every article route the text mentions, so
// deleting an article recompiles (and fails) the ones that link to it, and adding one does not
// recompile the rest.
function linkedRoutesDigest(markdown: string, knownRoutes: ReadonlySet<string>): string {
  const mentioned = new Set(articleRoutesMentioned(markdown));
  return [...mentioned]
    .sort()
    .map((route) => `${route}:${knownRoutes.has(route) ? 1 : 0}`)
    .join(",");
}

/**
 * The key of one article's compiled body. Where the article is finds the files it references
 * and is not itself part of the key. `pipeline`: the hash of the compiler's source
 * (exporter/cache.ts), which the cache must not outlive; `images`: the image pipeline's settings
 * and encoder, by default the installed ones.
 */
export function articleCompileKey(
  { body, absolutePath }: { body: string; absolutePath: string },
  { base, knownRoutes }: { base: string; knownRoutes: ReadonlySet<string> },
  pipeline: string,
  images = imagePipelineVersion(),
): string {
  return sha256(
    pipeline,
    base,
    body,
    dependencyDigest(body, absolutePath),
    linkedRoutesDigest(body, knownRoutes),
    images,
  );
}

function cacheFile(key: string): string {
  return path.join(cacheDirectory(), key.slice(0, 2), `${key}.json`);
}

/** Whether an earlier build compiled `key` (`CONTENT_CACHE=off`: compile every article again). */
export function isCompiled(key: string): boolean {
  return process.env.CONTENT_CACHE !== "off" && existsSync(cacheFile(key));
}

/** Keeps `key`'s compiled result for the pages, and for the next build. */
export function storeCompiled(key: string, result: unknown): void {
  mkdirSync(path.dirname(cacheFile(key)), { recursive: true });
  writeFileAtomically(cacheFile(key), JSON.stringify(result));
}

/** The result stored for `key`: the build compiled every article before any page reads one. */
export function readCompiled<T>(key: string): T {
  return JSON.parse(readFileSync(cacheFile(key), "utf8")) as T;
}
