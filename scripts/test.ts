import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * `npm test`: every layer in order, stopping at the first failure, then a short summary. The last
 * line is always `N passed, N failed`, counting each test and each whole-step check (lint, types,
 * builds, HTML validation).
 *
 * The layers, cheapest first: static checks and unit tests (no build); the output tests (Vitest
 * over the built files); the browser tests (Playwright: behaviour only). Each site is built once
 * and shared. Steps in one group run side by side: they are light enough not to slow each other
 * on two cores.
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
  (project: string, env: Record<string, string> = {}) =>
  async (quiet = false) => {
    const file = path.join(
      reports,
      `vitest-${project}-${Object.values(env).join("-").replace(/\W+/g, "-")}.json`,
    );
    const ok = await run(
      `vitest run --project ${project} --reporter=default --reporter=json --outputFile.json=${file}`,
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

const BASE = { BASE_PATH: "/devblog/", BUILD_DIR: "build/base-path", E2E_PORT: "4337" };
// Under the base path the browser checks only what the base path changes in behaviour: in-app
// navigation, the search index's address, the servers' Not found. Every URL, asset, feed, card and
// redirect of every page is checked as files by the output tests, run again over this build.
const BASE_BROWSER = `e2e/base-path.spec.ts e2e/site-search.spec.ts e2e/routes.spec.ts --grep "under its base path|in-app navigation|from the base path|Not found page"`;
// A blog that spans several list pages: the real articles and generated older ones.
const SCALE = {
  E2E_SUITE: "scale",
  BUILD_DIR: "build/scale",
  CONTENT_DIR: "build/scale-site/content",
  E2E_PORT: "4357",
};

/** One group's steps run side by side; the groups run in order. */
const groups: Step[][] = [
  [
    { name: "lint", run: check("eslint . && prettier --check .") },
    { name: "types", run: check("react-router typegen && tsc") },
  ],
  [{ name: "unit", run: vitest("unit") }],
  [{ name: "build", run: check("tsx scripts/ensure-chromium.ts && react-router build") }],
  [
    { name: "output", run: vitest("output") },
    { name: "html", run: check('html-validate "build/client/**/*.html"') },
  ],
  [{ name: "browser", run: playwright("browser", "") }],
  [{ name: "base build", run: check("react-router build", BASE) }],
  [
    { name: "output (base path)", run: vitest("output", BASE) },
    { name: "browser (base path)", run: playwright("browser (base path)", BASE_BROWSER, BASE) },
  ],
  [
    {
      name: "scale build",
      run: check("tsx scripts/bench/generated-content.ts 70 build/scale-site && react-router build", SCALE),
    },
  ],
  [{ name: "browser (70 articles)", run: playwright("browser (70 articles)", "e2e/scale.spec.ts", SCALE) }],
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
