import { availableParallelism } from "node:os";
import { Piscina } from "piscina";
import type { RenderOptions } from "../../app/lib/markdown/render.server";
import type * as BuildWorker from "./build-worker";

/** The worker's tasks, by name: compiling an article, rendering a social card. */
type Tasks = typeof BuildWorker;

/**
 * Worker threads for the build's per-article work (exporter/workers/build-worker.ts), one per core.
 * They run the TypeScript source through tsx, as the build itself does. The threads start on the
 * first task: a rebuild with every article compiled and every card cached starts none.
 */
export class BuildPool {
  private pool: Piscina | undefined;

  constructor(private readonly options: RenderOptions) {}

  /** Runs one of the worker's tasks (build-worker.ts) on a thread. */
  run<Name extends keyof Tasks>(name: Name, task: Parameters<Tasks[Name]>[0]): ReturnType<Tasks[Name]> {
    this.pool ??= new Piscina({
      filename: new URL("./build-worker.ts", import.meta.url).href,
      execArgv: ["--import", "tsx"],
      workerData: this.options,
      minThreads: 1,
      maxThreads: availableParallelism(),
      // One article or card at a time needs a few megabytes; without a limit V8 sizes each
      // thread's heap from the machine's memory and collects lazily, which at 10,000 articles
      // added up to gigabytes of garbage.
      resourceLimits: { maxOldGenerationSizeMb: 256 },
    });
    return this.pool.run(task, { name }) as ReturnType<Tasks[Name]>;
  }

  /** Stops the threads; a later task starts them again. */
  async close(): Promise<void> {
    const pool = this.pool;
    this.pool = undefined;
    await pool?.destroy();
  }
}
