import { workerData } from "node:worker_threads";
import type { ContentProblem } from "../../app/lib/content/content-error";
import { writeFileAtomically } from "../../app/lib/write-file-atomically.server";
import type { RenderOptions } from "../../app/lib/markdown/render.server";
import type { CompileTask } from "./compile-article";
import type { CardFacts } from "./social-card";

/**
 * The build's per-article work, run on worker threads (exporter/workers/build-pool.ts): compiling
 * an article into the compile cache, and rendering a social card into the card cache. Both are
 * CPU-bound and independent of each other, so they use the cores the prerendering thread does not.
 */
// What every task shares, read once when the content has been read (a Set survives the copy).
const options = workerData as RenderOptions;

export async function compileArticle(task: CompileTask): Promise<ContentProblem[]> {
  // Loaded on the first article: threads that only render cards do not load the compiler.
  const { compileArticle: compileOne } = await import("./compile-article");
  return compileOne(task, options);
}

/** Renders one card to `file`; returns how long rendering took, in milliseconds. */
export async function renderCard({ facts, file }: { facts: CardFacts; file: string }): Promise<number> {
  const started = performance.now();
  // Loaded on the first card: a rebuild that compiles one article and renders no card does not
  // load satori and sharp (0.4 s of the worker's start).
  const { renderSocialCard } = await import("./social-card");
  writeFileAtomically(file, await renderSocialCard(facts));
  return performance.now() - started;
}
