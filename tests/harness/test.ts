import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * `npm test`: every layer in order, stopping at the first failure, then a short summary. The last
 * line is always `N passed, N failed`, counting each test and each whole-step check (lint, types,
 * builds, HTML validation).
 *
 * The layers, cheapest first: static checks and unit tests (no build); the output tests (Vitest
 * over the built files); the browser tests (Playwright: behaviour only). Each site is built once
 * and shared.
 */
interface Outcome {
  name: string;
  passed: number;
  failed: number;
  detail: string;
  seconds: number;
}

type Step = { name: string; run: (quiet: boolean) => Promise<Omit<Outcome, "name" | "seconds">> };

const reports = mkdtempSync(path.join(tmpdir(), "devblog-test-"));

/** Runs a command; its output is shown as it comes unless it runs beside others (then at its end). */
function run(command: string, env: Record<string, string> = {}, quietUntilDone = false): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(command, {
      shell: true,
      stdio: quietUntilDone ? ["ignore", "pipe", "pipe"] : "inherit",
      env: { ...process.env, ...env },
    });
    const output: Buffer[] = [];
    child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
    child.on("close", (code) => {
      if (quietUntilDone) process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    });
  });
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as T;
  } catch {
    return undefined;
  }
}

const check =
  (command: string, env?: Record<string, string>) =>
  async (quiet = false) => {
    const ok = await run(command, env, quiet);
    return { passed: ok ? 1 : 0, failed: ok ? 0 : 1, detail: ok ? "passed" : "failed" };
  };

const vitest =
  (project: string, env: Record<string, string> = {}, files = "") =>
  async (quiet = false) => {
    const file = path.join(
      reports,
      `vitest-${`${project}-${Object.values(env).join("-")}`.replace(/\W+/g, "-")}.json`,
    );
    const ok = await run(
      `vitest run ${files} --project '${project}' --reporter=default --reporter=json --outputFile.json=${file}`,
      env,
      quiet,
    );
    const report = readJson<{ numPassedTests: number; numFailedTests: number }>(file);
    const passed = report?.numPassedTests ?? 0;
    const failed = report?.numFailedTests ?? (ok ? 0 : 1);
    return {
      passed,
      failed: ok ? failed : Math.max(failed, 1),
      detail: `${passed} passed, ${failed} failed`,
    };
  };

const playwright =
  (name: string, args: string, env: Record<string, string> = {}) =>
  async (quiet = false) => {
    const file = path.join(reports, `${name.replace(/\W+/g, "-")}.json`);
    const ok = await run(
      `playwright test ${args} --reporter=list,json`,
      { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: file },
      quiet,
    );
    const stats = readJson<{ stats: { expected: number; unexpected: number; flaky: number } }>(file)?.stats;
    const passed = (stats?.expected ?? 0) + (stats?.flaky ?? 0);
    const failed = stats?.unexpected ?? (ok ? 0 : 1);
    const flaky = stats?.flaky ? `, ${stats.flaky} flaky` : "";
    return {
      passed,
      failed: ok ? failed : Math.max(failed, 1),
      detail: `${passed} passed, ${failed} failed${flaky}`,
    };
  };

// The site under a base path, and a blog that spans several list pages (the real articles and
// generated older ones). Each is built once; the output tests run over the base-path build too
// (every URL, asset, feed, card and redirect of every page), and one Playwright run tests the
// three sites' behaviour (see playwright.config.ts).
const BASE = { BASE_PATH: "/devblog/", BUILD_DIR: "build/base-path" };
// Its generated content is input, so it goes to a temporary folder, not beside the builds in build/
// (the scale spec reads it too, to know what the pages must list). Its search index in parts of 40
// articles (exporter/passes/search-index.ts), as a blog of more than 2,000 is indexed: the scale
// spec searches every part.
const scaleSite = mkdtempSync(path.join(tmpdir(), "devblog-scale-site-"));
const SCALE = {
  BUILD_DIR: "build/scale",
  CONTENT_DIR: path.join(scaleSite, "content"),
  SEARCH_PART_SIZE: "40",
};
// Where the scale site's first (cold) build is copied before it is built again warm.
const COLD_BUILD = path.join(reports, "cold-build");

/**
 * One group's steps run side by side; the groups run in order. A build keeps about one core busy
 * (its passes are mostly one thread), so each shares its group with checks that need no build yet
 * or the build before it.
 */
const groups: Step[][] = [
  [
    { name: "lint", run: check("eslint . && prettier --check .") },
    { name: "types", run: check("react-router typegen && tsc") },
    { name: "build", run: check("tsx tests/harness/ensure-chromium.ts && npm run build") },
  ],
  [
    { name: "unit", run: vitest("unit*") },
    { name: "base build", run: check("npm run build", BASE) },
  ],
  [
    { name: "output", run: vitest("output") },
    { name: "html", run: check('html-validate "build/client/**/*.html"') },
    { name: "output (base path)", run: vitest("output", BASE) },
    {
      name: "scale build, then again warm",
      run: check(
        `tsx tests/harness/generated-content.ts 61 ${scaleSite} && npm run build && tsx tests/harness/warm-build.ts ${COLD_BUILD}`,
        SCALE,
      ),
    },
    // `npm run dev` on a fresh copy: needs no build, and keeps a core busy while the checks above
    // wait on the scale build.
    { name: "dev server", run: playwright("dev server", "", { E2E_DEV_SERVER_ONLY: "1" }) },
  ],
  [
    { name: "warm build beside the cold one", run: vitest("output", { ...SCALE, COLD_BUILD }, "warm-build") },
    {
      name: "browser",
      // By a name of its own: CONTENT_DIR would point every spec that reads the real content (to
      // know what a page must show) at the generated one.
      run: playwright("browser", "", { E2E_ALL_SITES: "1", SCALE_CONTENT_DIR: SCALE.CONTENT_DIR }),
    },
  ],
];

const started = Date.now();
const outcomes: Outcome[] = [];
for (const group of groups) {
  const quiet = group.length > 1;
  const results = await Promise.all(
    group.map(async (step) => {
      const stepStarted = Date.now();
      const result = await step.run(quiet);
      return { name: step.name, ...result, seconds: Math.round((Date.now() - stepStarted) / 1000) };
    }),
  );
  outcomes.push(...results);
  if (results.some((outcome) => outcome.failed > 0)) break;
}

rmSync(scaleSite, { recursive: true, force: true });

const all = groups.flat();
const skipped = all.slice(outcomes.length).map((step) => step.name);
const width = Math.max(...all.map((step) => step.name.length));
console.log(`\nSummary (${Math.round((Date.now() - started) / 1000)} s)`);
for (const outcome of outcomes)
  console.log(`  ${outcome.name.padEnd(width)}  ${outcome.detail} (${outcome.seconds} s)`);
for (const name of skipped) console.log(`  ${name.padEnd(width)}  not run`);
const passed = outcomes.reduce((sum, outcome) => sum + outcome.passed, 0);
const failed = outcomes.reduce((sum, outcome) => sum + outcome.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
