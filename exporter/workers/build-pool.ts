import { availableParallelism } from "node:os";
import { Piscina } from "piscina";
import type { BuildWorkerData, compileArticle, renderCard } from "./build-worker";

const WORKER_HEAP_MB = 256;

/**
 * Worker threads for the build's per-article work (exporter/workers/build-worker.ts), one per core.
 * They run the TypeScript source through tsx, as the build itself does. The threads start on the
 * first task: a rebuild with every article compiled and every card cached starts none. The build
 * (exporter/pipeline.ts) makes one pool once the content has been read, hands it to the stages
 * that need it and closes it when it ends.
 */
export class BuildPool {
  private pool: Piscina | undefined;
  /** One per core. */
  readonly threads = availableParallelism();

  constructor(
    /** What every task shares: read once, when the content has been read. */
    readonly workerData: BuildWorkerData,
  ) {}

  /** Compiles one article into the compile cache; resolves to its problems. */
  compileArticle(task: Parameters<typeof compileArticle>[0]): ReturnType<typeof compileArticle> {
    return this.run(task, "compileArticle");
  }

  /** Renders one social card into the card cache; resolves to the milliseconds it took. */
  renderCard(card: Parameters<typeof renderCard>[0]): ReturnType<typeof renderCard> {
    return this.run(card, "renderCard");
  }

  private run<Result>(task: unknown, name: string): Promise<Result> {
    this.pool ??= new Piscina({
      filename: new URL("./build-worker.ts", import.meta.url).href,
      execArgv: ["--import", "tsx"],
      workerData: this.workerData,
      minThreads: 1,
      maxThreads: this.threads,
      // One article or card at a time needs a few megabytes; without a limit V8 sizes each
      // thread's heap from the machine's memory and collects lazily, which at 10,000 articles
      // added up to gigabytes of garbage.
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    });
    return this.pool.run(task, { name }) as Promise<Result>;
  }

  /** Stops the threads; a later task starts them again. */
  async close(): Promise<void> {
    const pool = this.pool;
    this.pool = undefined;
    await pool?.destroy();
  }
}
