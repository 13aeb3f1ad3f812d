import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * `npm test`: every check in order, stopping at the first failure, then a short summary. The last
 * line is always `N passed, N failed`, counting each test and each whole-step check (lint, types,
 * HTML validation).
 */
interface Outcome {
  name: string;
  passed: number;
  failed: number;
  detail: string;
}

const reports = mkdtempSync(path.join(tmpdir(), "devblog-test-"));

function run(command: string, env: Record<string, string> = {}): boolean {
  const result = spawnSync(command, { shell: true, stdio: "inherit", env: { ...process.env, ...env } });
  return result.status === 0;
}

function check(name: string, command: string, env?: Record<string, string>): Outcome {
  const ok = run(command, env);
  return { name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, detail: ok ? "passed" : "failed" };
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as T;
  } catch {
    return undefined;
  }
}

function unit(): Outcome {
  const file = path.join(reports, "unit.json");
  const ok = run(`vitest run --project unit --reporter=default --reporter=json --outputFile.json=${file}`);
  const report = readJson<{ numPassedTests: number; numFailedTests: number }>(file);
  const passed = report?.numPassedTests ?? 0;
  const failed = report?.numFailedTests ?? (ok ? 0 : 1);
  return { name: "unit", passed, failed, detail: `${passed} passed, ${failed} failed` };
}

function e2e(name: string, command: string, env: Record<string, string> = {}): Outcome {
  const file = path.join(reports, `${name.replace(/\W+/g, "-")}.json`);
  const ok = run(`${command} --reporter=list,json`, { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: file });
  const stats = readJson<{ stats: { expected: number; unexpected: number; flaky: number; skipped: number } }>(
    file,
  )?.stats;
  const passed = (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  const failed = stats?.unexpected ?? (ok ? 0 : 1);
  const flaky = stats?.flaky ? `, ${stats.flaky} flaky` : "";
  return {
    name,
    passed,
    failed: ok ? failed : Math.max(failed, 1),
    detail: `${passed} passed, ${failed} failed${flaky}`,
  };
}

const BASE = { BASE_PATH: "/devblog/", BUILD_DIR: "build/base-path" };
// Under the base path, what depends on it: addresses, links, assets, search, cards, feeds. Each
// article's metadata and each page's CSP do not, and are checked once, at the root.
const BASE_SPECS = ["routes", "discovery", "base-path", "site-search", "social-cards", "feeds"]
  .map((name) => `e2e/${name}.spec.ts`)
  .join(" ");
const BASE_SKIPS = "carries its metadata and a valid BlogPosting|runs under its Content-Security-Policy";
// A blog that spans several list pages: the real articles and generated older ones.
const SCALE = { E2E_SUITE: "scale", BUILD_DIR: "build/scale", CONTENT_DIR: "build/scale-site/content" };
const steps: Array<{ name: string; run: () => Outcome }> = [
  { name: "lint", run: () => check("lint", "eslint . && prettier --check .") },
  { name: "types", run: () => check("types", "react-router typegen && tsc") },
  { name: "unit", run: unit },
  { name: "build", run: () => check("build", "tsx scripts/ensure-chromium.ts && react-router build") },
  { name: "html", run: () => check("html", 'html-validate "build/client/**/*.html"') },
  { name: "e2e", run: () => e2e("e2e", "playwright test") },
  { name: "base build", run: () => check("base build", "react-router build", BASE) },
  {
    name: "e2e (base path)",
    run: () => e2e("e2e (base path)", `playwright test ${BASE_SPECS} --grep-invert "${BASE_SKIPS}"`, BASE),
  },
  {
    name: "scale build",
    run: () =>
      check(
        "scale build",
        "tsx scripts/bench/generated-content.ts 70 build/scale-site && react-router build",
        SCALE,
      ),
  },
  {
    name: "e2e (70 articles)",
    run: () => e2e("e2e (70 articles)", "playwright test e2e/scale.spec.ts", SCALE),
  },
];

const started = Date.now();
const outcomes: Outcome[] = [];
for (const step of steps) {
  const outcome = step.run();
  outcomes.push(outcome);
  if (outcome.failed > 0) break;
}

const skipped = steps.slice(outcomes.length).map((step) => step.name);
const width = Math.max(...steps.map((step) => step.name.length));
console.log(`\nSummary (${Math.round((Date.now() - started) / 1000)} s)`);
for (const outcome of outcomes) console.log(`  ${outcome.name.padEnd(width)}  ${outcome.detail}`);
for (const name of skipped) console.log(`  ${name.padEnd(width)}  not run`);
const passed = outcomes.reduce((sum, outcome) => sum + outcome.passed, 0);
const failed = outcomes.reduce((sum, outcome) => sum + outcome.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
