import type { Piscina } from "piscina";
import type { ContentIndex } from "../app/lib/content/posts.server";
import type { PagePlan } from "./passes/page-cache";
import type { RenderedCards } from "./passes/social-cards";
import type { BuildWorkerData } from "./workers/build-worker";

/**
 * What the build's passes share, from the prerender list to the finished folder. React Router
 * asks for the prerender list (`prerender()`) and later calls `buildEnd` on the same config
 * module, so the one context (`buildContext()`) lasts between the two.
 */
export interface BuildContext {
  /** The content index, once every article is compiled into the cache (passes/compile-articles.ts). */
  content?: Promise<ContentIndex>;
  /** Each article's compile key, by route (passes/compile-articles.ts). */
  compileKeys?: Map<string, string>;
  /** The previous build, moved out of the way and being deleted (pipeline.ts). */
  previousOutput?: Promise<void>;
  /** What every task on the worker threads shares, once the content has been read. */
  workerData?: BuildWorkerData;
  /** The worker threads, open from their first task to the end of the build (workers/build-pool.ts). */
  pool?: Piscina;
  /** The social cards, rendered on the pool while the pages are prerendered (passes/social-cards.ts). */
  cards?: Promise<RenderedCards>;
  /** Which pages React Router renders and which come from the page cache (passes/page-cache.ts). */
  pages?: PagePlan;
}

/** Where the finish passes work, from React Router's `buildEnd` arguments. */
export interface OutputFolder {
  /** `build` (or `BUILD_DIR`): the host configs that must not be published go here. */
  buildDirectory: string;
  /** `build/client`: the published site. */
  clientDirectory: string;
  /** The router's basename: `/` or `/devblog` (no trailing slash). */
  basename: string;
}

const BUILD_CONTEXT = Symbol.for("devblog.exporter.build-context");

/**
 * The build's one context. React Router evaluates its config, and so the pipeline's modules, more
 * than once per build (three times at 1,000 articles), so the context is the process's, not a
 * module instance's: the content is read, compiled and planned once however many copies ask.
 */
export function buildContext(): BuildContext {
  return ((globalThis as { [BUILD_CONTEXT]?: BuildContext })[BUILD_CONTEXT] ??= {});
}
