import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { articleRoutesMentioned } from "../urls/article-route";
import { writeFileAtomically } from "../write-file-atomically.server";
import { mermaidRenderFiles } from "../markdown/mermaid.server";
import { imagePipelineVersion } from "./raster-images.server";

/**
 * Compiled articles, kept between builds under `node_modules/.cache` (where Vite and other build
 * tools keep theirs) and keyed by everything the output depends on: the Markdown, the files it
 * includes or shows, the base path, the compiler's own source and the image pipeline (the
 * screenshot widths, formats and quality, and sharp's version, which name the variants linked to). An edit to one article
 * recompiles that article only; a change to the compiler recompiles all of them.
 */

/** Hash of the Markdown compiler's source, injected by Vite at build time (see vite.config.ts). */
declare const __CONTENT_PIPELINE_HASH__: string | undefined;

function pipelineHash(): string {
  return typeof __CONTENT_PIPELINE_HASH__ === "string" ? __CONTENT_PIPELINE_HASH__ : "unversioned";
}

export function cacheDirectory(): string {
  return path.resolve(process.env.CONTENT_CACHE_DIR ?? "node_modules/.cache/devblog/articles");
}

/** Only while writing (`npm run dev`) is there no cache: the compiler itself may be changing. */
function cacheEnabled(): boolean {
  return process.env.NODE_ENV === "production" && process.env.CONTENT_CACHE !== "off";
}

// Local files an article pulls in: images (`![alt](./images/x.svg)`) and included sources
// (`file="../../app/x.ts"`). A miss here would only cost a recompile, never a wrong page,
// as long as every such reference is found; the patterns match the syntax the checks accept.
const LOCAL_REFERENCES = [/!\[[^\]]*\]\(\s*<?([^)\s>]+)/g, /\bfile="([^"]+)"/g];

// By the reference as written and the bytes it resolves to, not by where the article lives: the
// compiled output names a file by its basename and a hash of its bytes, so the same article in
// another copy of the content (the test suite's 61-article site copies the real ones) is a hit.
function dependencyDigest(markdown: string, articlePath: string): string {
  const hash = createHash("sha256");
  for (const pattern of LOCAL_REFERENCES) {
    for (const [, reference] of markdown.matchAll(pattern)) {
      if (reference === undefined || /^[a-z]+:/i.test(reference)) continue;
      const file = path.resolve(path.dirname(articlePath), reference);
      hash
        .update(reference)
        .update("\0")
        .update(existsSync(file) ? readFileSync(file) : "missing")
        .update("\0");
    }
  }
  // A ```mermaid block is shown from its renders, named by its text (mermaid.server.ts).
  for (const file of mermaidRenderFiles(markdown, articlePath)) {
    hash
      .update(path.basename(file))
      .update("\0")
      .update(existsSync(file) ? readFileSync(file) : "missing")
      .update("\0");
  }
  return hash.digest("hex");
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

export interface CompileKeyParts {
  markdown: string;
  /** Where the article is, to find the files it references; not itself part of the key. */
  articlePath: string;
  base: string;
  knownRoutes: ReadonlySet<string>;
  /** The image pipeline's settings and encoder; by default the installed ones. */
  images?: string;
}

export function compileKey(parts: CompileKeyParts, pipeline = pipelineHash()): string {
  return createHash("sha256")
    .update(pipeline)
    .update("\0")
    .update(parts.base)
    .update("\0")
    .update(parts.markdown)
    .update("\0")
    .update(dependencyDigest(parts.markdown, parts.articlePath))
    .update("\0")
    .update(linkedRoutesDigest(parts.markdown, parts.knownRoutes))
    .update("\0")
    .update(parts.images ?? imagePipelineVersion())
    .digest("hex");
}

type ArticleSource = { body: string; absolutePath: string };
type KeyOptions = { base: string; knownRoutes: ReadonlySet<string> };

/**
 * Each article's last key, with what it was computed from. A build reads the content once, so the
 * same post object comes back for its page and for every feed that holds it (1,700 keys at 1,000
 * articles, each reading the files the article references); `npm run dev` reads the content
 * afresh for each request, so its posts are new objects and their keys are computed again.
 */
const keysByPost = new WeakMap<ArticleSource, { options: KeyOptions; pipeline?: string; key: string }>();

/** The key of one article's compiled body, for the build (base path and known routes given). */
export function articleCompileKey(post: ArticleSource, options: KeyOptions, pipeline?: string): string {
  const known = keysByPost.get(post);
  if (
    known !== undefined &&
    known.options.base === options.base &&
    known.options.knownRoutes === options.knownRoutes &&
    known.pipeline === pipeline
  )
    return known.key;
  const key = compileKey(
    {
      markdown: post.body,
      articlePath: post.absolutePath,
      base: options.base,
      knownRoutes: options.knownRoutes,
    },
    pipeline,
  );
  keysByPost.set(post, { options, pipeline, key });
  return key;
}

function cacheFile(key: string): string {
  return path.join(cacheDirectory(), key.slice(0, 2), `${key}.json`);
}

/** Whether the cache holds `key`'s result (then nothing needs compiling for it). */
export function isCompiled(key: string): boolean {
  return cacheEnabled() && existsSync(cacheFile(key));
}

/** The cached result for `key`, or undefined when the cache does not hold it (or is off). */
export function readCompiled<T>(key: string): T | undefined {
  if (!cacheEnabled()) return undefined;
  try {
    return JSON.parse(readFileSync(cacheFile(key), "utf8")) as T;
  } catch {
    return undefined;
  }
}

/** Returns the cached result for `key`, or compiles, stores and returns it. */
export async function cachedCompile<T>(key: string, compile: () => Promise<T>): Promise<T> {
  if (!cacheEnabled()) return compile();
  const file = cacheFile(key);
  if (existsSync(file)) {
    try {
      return JSON.parse(readFileSync(file, "utf8")) as T;
    } catch {
      // A cache file cut short by an interrupted build is simply compiled again.
    }
  }
  const result = await compile();
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileAtomically(file, JSON.stringify(result));
  return result;
}
