import { availableParallelism } from "node:os";
import { Piscina } from "piscina";
import type { BuildContext } from "../context";
import type { BuildWorkerData } from "./build-worker";

const WORKER_HEAP_MB = 256;

/**
 * Worker threads for the build's per-article work (exporter/workers/build-worker.ts), one per core.
 * They run the TypeScript source through tsx, as the build's other scripts do. Opened once, with
 * what every task shares, when the content has been read; closed when the build ends.
 */
export function openBuildPool(context: BuildContext, shared: BuildWorkerData): Piscina {
  context.pool ??= new Piscina({
    filename: new URL("./build-worker.ts", import.meta.url).href,
    execArgv: ["--import", "tsx"],
    name: "compileArticle",
    workerData: shared,
    minThreads: 1,
    maxThreads: availableParallelism(),
    // One article or card at a time needs a few megabytes; without a limit V8 sizes each thread's
    // heap from the machine's memory and collects lazily, which at 10,000 articles added up to
    // gigabytes of garbage.
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
  });
  return context.pool;
}

export function buildPool(context: BuildContext): Piscina {
  if (context.pool === undefined)
    throw new Error("The build's worker pool is used before the content was read");
  return context.pool;
}

export async function closeBuildPool(context: BuildContext): Promise<void> {
  await context.pool?.destroy();
  context.pool = undefined;
}
