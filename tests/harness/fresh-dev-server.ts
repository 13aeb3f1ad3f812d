import { spawn, type ChildProcess } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
} from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { parse } from "yaml";
import { writeGeneratedArticles } from "./generated-content";
import { READY_FOR_THE_FIRST_PAGE } from "../../vite/dev-warmup";
import { waitForAnswer } from "./wait-for-answer";

/**
 * `npm run dev` as a newcomer meets it: a copy of the site (app, content, config) in a temporary
 * folder with an empty Vite cache, started as `npm run dev` starts it. Used by the dev-server
 * end-to-end test (e2e/dev-server.spec.ts) and `npm run bench:dev`.
 */

const PROJECT = path.resolve(import.meta.dirname, "../..");

/** What the dev server reads: the app, its content, and every config file it loads. */
const COPIED = [
  "app",
  ".gitignore",
  "content",
  "public",
  "exporter",
  "vite",
  "package.json",
  "package-lock.json",
  "tsconfig.json",
  "react-router.config.ts",
  "vite.config.ts",
];

/** Tool caches that live in node_modules and must start empty: Vite's optimizer, our own. */
const CACHES = new Set([".vite", ".cache", ".vite-temp"]);

export interface FreshCopy {
  root: string;
  postsDirectory: string;
}

/**
 * Copies the project into a temporary folder. node_modules is a real folder of links to each
 * installed package, so the caches Vite and the build keep in node_modules start empty and stay
 * the copy's own. With `articles`, generated articles are added up to that many.
 */
export function freshCopy({ articles }: { articles?: number } = {}): FreshCopy {
  const root = mkdtempSync(path.join(tmpdir(), "devblog-dev-"));
  for (const entry of COPIED) {
    cpSync(path.join(PROJECT, entry), path.join(root, entry), {
      recursive: true,
      filter: (source) => !source.includes(`${path.sep}__tests__`),
    });
  }
  const modules = path.join(root, "node_modules");
  mkdirSync(modules);
  for (const entry of readdirSync(path.join(PROJECT, "node_modules"))) {
    if (!CACHES.has(entry)) symlinkSync(path.join(PROJECT, "node_modules", entry), path.join(modules, entry));
  }
  const postsDirectory = path.join(root, "content", "posts");
  if (articles !== undefined) {
    const vocabulary = parse(readFileSync(path.join(root, "content", "tags.yaml"), "utf8")) as string[];
    const real = readdirSync(postsDirectory).filter((name) => name.endsWith(".md")).length;
    writeGeneratedArticles(postsDirectory, articles - real, vocabulary);
  }
  return { root, postsDirectory };
}

/** A port nobody listens on, from `first` up to `last`. */
export async function freePort(first: number, last: number): Promise<number> {
  for (let port = first; port <= last; port += 1) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer()
        .once("error", () => resolve(false))
        .once("listening", () => probe.close(() => resolve(true)))
        .listen(port, "127.0.0.1");
    });
    if (free) return port;
  }
  throw new Error(`No free port between ${first} and ${last}`);
}

export interface DevServer extends FreshCopy {
  url: string;
  /** Milliseconds from spawning `react-router dev` to its first answer, dependencies pre-bundled. */
  startMs: number;
  /**
   * Milliseconds from spawning `react-router dev` to its line saying it is ready for the first
   * page (vite/dev-warmup.ts), once it has printed it.
   */
  readyMs: () => number | undefined;
  /** Everything the server printed, for a failing test's message. */
  output: () => string;
  stop: () => Promise<void>;
}

export interface StartOptions {
  ports?: [number, number];
  timeoutMs?: number;
  /** More environment for the server, such as `DEBUG`. */
  env?: Record<string, string>;
}

/**
 * Vite pre-bundles the browser's dependencies when it starts (the first time, or after they
 * changed): the server is ready for a browser once that is written.
 */
async function waitForDependencies(root: string, child: ChildProcess, deadline: number): Promise<void> {
  const metadata = path.join(root, "node_modules/.vite/deps/_metadata.json");
  while (!existsSync(metadata)) {
    if (child.exitCode !== null) throw new Error(`react-router dev exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error("Vite did not pre-bundle the dependencies in time");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The `react-router` command, as its package names it (bin.cjs in 8, bin.js in 7). */
export function reactRouterBin(root: string): string {
  const directory = path.join(root, "node_modules/@react-router/dev");
  const { bin } = JSON.parse(readFileSync(path.join(directory, "package.json"), "utf8")) as {
    bin: Record<string, string>;
  };
  return path.join(directory, bin["react-router"] ?? "bin.cjs");
}

/**
 * The arguments of `npm run dev` for this Node, read from package.json so the tests and the
 * benchmark start the server exactly as the owner does: `node <flags> <react-router's bin> dev`.
 */
export function devScriptArguments(root: string): string[] {
  const { scripts } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
    scripts: Record<string, string>;
  };
  const [command, ...args] = (scripts.dev ?? "").split(/\s+/);
  if (command !== "node" || !args.includes("dev"))
    throw new Error(`expected "dev" to be "node … dev", found "${scripts.dev}"`);
  return args;
}

/** Starts `npm run dev`'s command in a copy made by freshCopy(); `stop()` ends it and keeps the copy. */
export async function startDevServer(
  copy: FreshCopy,
  { ports = [4450, 4499], timeoutMs = 60_000, env = {} }: StartOptions = {},
): Promise<DevServer> {
  const port = await freePort(...ports);
  const url = `http://localhost:${port}/`;
  let output = "";
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [...devScriptArguments(copy.root), "--port", String(port), "--strictPort"],
    // The copy's own environment: no BASE_PATH, CONTENT_DIR or BUILD_DIR of a calling test run.
    {
      cwd: copy.root,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, FORCE_COLOR: "0", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let readyMs: number | undefined;
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
    if (readyMs === undefined && output.includes(READY_FOR_THE_FIRST_PAGE))
      readyMs = performance.now() - started;
  });
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  };
  try {
    // A HEAD of the favicon renders no page.
    await waitForAnswer(`${url}favicon.svg`, child, { name: "react-router dev", timeoutMs });
    await waitForDependencies(copy.root, child, Date.now() + timeoutMs);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${output}`, { cause: error });
  }
  return {
    ...copy,
    url,
    startMs: performance.now() - started,
    readyMs: () => readyMs,
    output: () => output,
    stop,
  };
}

/** Starts `react-router dev` on a fresh copy; `stop()` ends it and removes the copy. */
export async function startFreshDevServer({
  articles,
  ...options
}: StartOptions & { articles?: number } = {}): Promise<DevServer> {
  const copy = freshCopy({ articles });
  const remove = () => rmSync(copy.root, { recursive: true, force: true, maxRetries: 5 });
  try {
    const server = await startDevServer(copy, options);
    return {
      ...server,
      stop: async () => {
        await server.stop();
        // Vite may still be writing its cache as it exits.
        remove();
      },
    };
  } catch (error) {
    remove();
    throw error;
  }
}
