import { availableParallelism } from "node:os";
import { Piscina } from "piscina";
import type { BuildContext } from "../context";

const WORKER_HEAP_MB = 256;

/**
 * Worker threads for the build's per-article work (exporter/workers/build-worker.ts), one per core.
 * They run the TypeScript source through tsx, as the build's other scripts do. Opened on first
 * use, with what every task shares (`context.workerData`, set once the content has been read):
 * a rebuild with every article compiled and every card cached starts none. Closed when the build
 * ends.
 */
export function buildPool(context: BuildContext): Piscina {
  if (context.workerData === undefined)
    throw new Error("The build's worker pool is used before the content was read");
  context.pool ??= new Piscina({
    filename: new URL("./build-worker.ts", import.meta.url).href,
    execArgv: ["--import", "tsx"],
    name: "compileArticle",
    workerData: context.workerData,
    minThreads: 1,
    maxThreads: availableParallelism(),
    // One article or card at a time needs a few megabytes; without a limit V8 sizes each thread's
    // heap from the machine's memory and collects lazily, which at 10,000 articles added up to
    // gigabytes of garbage.
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
  });
  return context.pool;
}

export async function closeBuildPool(context: BuildContext): Promise<void> {
  await context.pool?.destroy();
  context.pool = undefined;
}
