import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../e2e/chromium";
import { largestArticle } from "./first-load";

/**
 * `npm run bench:lighthouse`: Lighthouse (mobile, default simulated throttling) against the
 * production build served locally with compression, median of three runs per page. Prints a
 * table and writes bench-results/lighthouse.json. A benchmark, not a test: timings are noisy.
 */
const PORT = 4391;
const RUNS = Number(process.env.RUNS ?? 3);
const origin = `http://localhost:${PORT}`;
const client = path.resolve("build", "client");
// Lighthouse refuses to audit a 404 response, so the Not found page is audited as the file
// hosts serve for unknown paths; the router shows the same page there.
const pages = ["/", "/blog", "/profile", largestArticle(client), "/404.html"];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

const server = spawn("npx", ["tsx", "scripts/serve.ts"], {
  env: { ...process.env, PORT: String(PORT) },
  stdio: "ignore",
});
await new Promise((resolve) => setTimeout(resolve, 2500));
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
});

interface Row {
  page: string;
  performance: number;
  accessibility: number;
  "best-practices": number;
  seo: number;
  "FCP ms": number;
  "LCP ms": number;
  "TBT ms": number;
  CLS: number;
  "transfer kB": number;
  "JS kB": number;
}

const rows: Row[] = [];
try {
  for (const page of pages) {
    const runs: Row[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const result = await lighthouse(`${origin}${page}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
      const { categories, audits } = result.lhr;
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      const value = (id: string) => audits[id]?.numericValue ?? NaN;
      const items =
        (
          audits["network-requests"]?.details as {
            items?: { transferSize?: number; resourceType?: string }[];
          }
        )?.items ?? [];
      runs.push({
        page,
        performance: score("performance"),
        accessibility: score("accessibility"),
        "best-practices": score("best-practices"),
        seo: score("seo"),
        "FCP ms": Math.round(value("first-contentful-paint")),
        "LCP ms": Math.round(value("largest-contentful-paint")),
        "TBT ms": Math.round(value("total-blocking-time")),
        CLS: Number(value("cumulative-layout-shift").toFixed(3)),
        "transfer kB": Math.round(items.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 100) / 10,
        "JS kB":
          Math.round(
            items
              .filter((item) => item.resourceType === "Script")
              .reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 100,
          ) / 10,
      });
    }
    const pick = (key: keyof Row) => median(runs.map((run) => Number(run[key])));
    rows.push({
      page,
      performance: pick("performance"),
      accessibility: pick("accessibility"),
      "best-practices": pick("best-practices"),
      seo: pick("seo"),
      "FCP ms": pick("FCP ms"),
      "LCP ms": pick("LCP ms"),
      "TBT ms": pick("TBT ms"),
      CLS: pick("CLS"),
      "transfer kB": pick("transfer kB"),
      "JS kB": pick("JS kB"),
    });
  }
} finally {
  await chrome.kill();
  server.kill();
}

console.log(
  `Lighthouse ${RUNS === 1 ? "(1 run)" : `(median of ${RUNS} runs)`}, mobile, simulated throttling:`,
);
console.table(rows);
mkdirSync("bench-results", { recursive: true });
writeFileSync(
  "bench-results/lighthouse.json",
  `${JSON.stringify({ date: new Date().toISOString(), rows }, null, 2)}\n`,
);
