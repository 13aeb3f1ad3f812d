import { cacheKey, sourceClosure } from "../cache.ts";

/** The content pipeline: the Markdown compiler and the content reader, with what they import. */
export const CONTENT_PIPELINE = ["app/lib/markdown", "app/lib/content"] as const;

/**
 * The compiled-article cache is valid only for the compiler that filled it: this hash of the
 * content pipeline's source (followed through its imports, so `app/lib/urls/base-path.ts`, which the link
 * rewriting uses, counts) and the locked dependency versions is part of every cache key. The
 * server bundle gets it as a define (vite.config.ts); the build's worker threads, which run the
 * source itself, are handed it when they start.
 */
export function contentPipelineHash(root = process.cwd()): string {
  return cacheKey("content-pipeline", { files: sourceClosure(CONTENT_PIPELINE, root) }, root).slice(0, 16);
}
