import { spawn } from "node:child_process";
import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { parse, type DefaultTreeAdapterMap } from "parse5";
import { applyTextEdits, type TextEdit } from "../app/lib/text-edits";
import { CHROMIUM_ARGS, CHROMIUM_BROWSER_PATH } from "../tools/chromium";
import { securityHeaders } from "../exporter/hosts/hosting";
import { largestArticle } from "../tests/harness/first-load";
import { astroPageFor, buildAstroStarter, serveAstroStarter } from "./astro-starter";

/**
 * `npm run bench:lighthouse`: Lighthouse (mobile, default simulated throttling) against the
 * production build served locally with compression, beside its zero-JavaScript twin: the same
 * prerendered pages with every script removed, served the same way and audited in the same run,
 * alternately, median of three runs each (`RUNS` and `PAGES` change them). Machines differ by 2×
 * in speed, so what counts is the difference to the twin, not the absolute figures; the machine's
 * Lighthouse `benchmarkIndex` is printed with them. With `ASTRO_BLOG` set to a prepared copy of
 * Astro's blog starter (bench/astro-starter.ts), the same kinds of page of that starter,
 * built with our articles, are audited in the same run, and first paint is compared with it: served
 * bare, and served with our security headers (all but the Content-Security-Policy, whose hashes
 * are ours). `Cross-Origin-Opener-Policy` makes Chromium load the page in a new renderer process
 * when Lighthouse navigates from about:blank, which costs any page ~100 ms of FCP and ~300 ms of
 * TBT here (docs/performance.md), so the second is the like-for-like comparison.
 * `THROTTLING=devtools` runs Lighthouse with real, request-level throttling instead of its
 * simulation, under which a page paints while its HTML is still arriving.
 * Writes bench-results/lighthouse.json. A benchmark, not a test.
 */
const PORT = 4391;
const TWIN_PORT = 4392;
const ASTRO_PORT = 4393;
const ASTRO_WITH_HEADERS_PORT = 4394;
const astroBlog = process.env.ASTRO_BLOG;
const RUNS = Number(process.env.RUNS ?? 3);
const throttlingMethod = process.env.THROTTLING === "devtools" ? "devtools" : "simulate";
const client = path.resolve("build", "client");
const twinBuild = path.resolve("build", "twin");
// Lighthouse refuses to audit a 404 response, so the Not found page is audited as the file
// hosts serve for unknown paths.
// `PAGES=/post_20250301 RUNS=9` looks closer at one page.
const pages = process.env.PAGES?.split(",") ?? [
  "/",
  "/blog",
  "/profile",
  largestArticle(client),
  "/post_20250301",
  "/404.html",
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/**
 * The page with its scripts and module preloads cut out where they stand (found by parsing it),
 * every other byte as it was; structured data stays.
 */
function withoutScripts(html: string): string {
  const cuts: TextEdit[] = [];
  const visit = (node: DefaultTreeAdapterMap["parentNode"]) => {
    for (const child of node.childNodes) {
      if (!("tagName" in child)) continue;
      const attribute = (name: string) => child.attrs.find((each) => each.name === name)?.value;
      const script = child.tagName === "script" && attribute("type") !== "application/ld+json";
      const preload = child.tagName === "link" && attribute("rel") === "modulepreload";
      const location = child.sourceCodeLocation;
      if ((script || preload) && location)
        cuts.push({ start: location.startOffset, end: location.endOffset, text: "" });
      else visit(child.tagName === "template" ? (child as DefaultTreeAdapterMap["template"]).content : child);
    }
  };
  visit(parse(html, { sourceCodeLocationInfo: true }));
  return applyTextEdits(html, cuts);
}

/** The built site with every script removed from its pages (structured data kept: it is data). */
function makeTwin(): void {
  rmSync(twinBuild, { recursive: true, force: true });
  cpSync(client, path.join(twinBuild, "client"), { recursive: true });
  for (const file of readdirSync(path.join(twinBuild, "client"), { recursive: true, encoding: "utf8" })) {
    if (!file.endsWith(".html")) continue;
    const absolute = path.join(twinBuild, "client", file);
    writeFileSync(absolute, withoutScripts(readFileSync(absolute, "utf8")));
  }
}

function serve(port: number, buildDir: string) {
  return spawn("npx", ["tsx", "tools/serve.ts"], {
    env: { ...process.env, PORT: String(port), BUILD_DIR: buildDir },
    stdio: "ignore",
  });
}

interface Run {
  performance: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  scriptKB: number;
  renderBlocking: number;
  benchmarkIndex: number;
}

async function audit(url: string, port: number): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
    throttlingMethod,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, environment } = result.lhr;
  const value = (id: string) => audits[id]?.numericValue ?? NaN;
  const items =
    (audits["network-requests"]?.details as { items?: { transferSize?: number; resourceType?: string }[] })
      ?.items ?? [];
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    fcp: Math.round(value("first-contentful-paint")),
    lcp: Math.round(value("largest-contentful-paint")),
    tbt: Math.round(value("total-blocking-time")),
    cls: Number(value("cumulative-layout-shift").toFixed(3)),
    scriptKB:
      Math.round(
        items
          .filter((item) => item.resourceType === "Script")
          .reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 100,
      ) / 10,
    // Lighthouse 12 names it "render-blocking-resources"; later versions "render-blocking-insight".
    renderBlocking:
      (
        (audits["render-blocking-resources"] ?? audits["render-blocking-insight"])?.details as
          { items?: unknown[] } | undefined
      )?.items?.length ?? 0,
    benchmarkIndex: Math.round(environment.benchmarkIndex),
  };
}

const summarise = (runs: Run[]) => ({
  performance: median(runs.map((run) => run.performance)),
  fcp: median(runs.map((run) => run.fcp)),
  lcp: median(runs.map((run) => run.lcp)),
  tbt: median(runs.map((run) => run.tbt)),
  cls: median(runs.map((run) => run.cls)),
  scriptKB: median(runs.map((run) => run.scriptKB)),
  renderBlocking: Math.max(...runs.map((run) => run.renderBlocking)),
});

makeTwin();
const servers = [serve(PORT, "build"), serve(TWIN_PORT, twinBuild)];
const astroDist = astroBlog === undefined ? undefined : buildAstroStarter(astroBlog);
const { "Content-Security-Policy": _ourPolicy, ...ourOtherHeaders } = securityHeaders();
const astroServers =
  astroDist === undefined
    ? []
    : [
        serveAstroStarter(astroDist, ASTRO_PORT),
        serveAstroStarter(astroDist, ASTRO_WITH_HEADERS_PORT, ourOtherHeaders),
      ];
await new Promise((resolve) => setTimeout(resolve, 3000));
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_BROWSER_PATH,
  chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
});

const rows = [];
const indexes: number[] = [];
try {
  for (const page of pages) {
    const ours: Run[] = [];
    const twin: Run[] = [];
    const astro: Run[] = [];
    const astroWithHeaders: Run[] = [];
    const astroPage = astroDist === undefined ? undefined : astroPageFor(page);
    for (let run = 0; run < RUNS; run += 1) {
      ours.push(await audit(`http://localhost:${PORT}${page}`, chrome.port));
      twin.push(await audit(`http://localhost:${TWIN_PORT}${page}`, chrome.port));
      if (astroPage !== undefined) {
        astro.push(await audit(`http://localhost:${ASTRO_PORT}${astroPage}`, chrome.port));
        astroWithHeaders.push(
          await audit(`http://localhost:${ASTRO_WITH_HEADERS_PORT}${astroPage}`, chrome.port),
        );
      }
    }
    indexes.push(...[...ours, ...twin, ...astro, ...astroWithHeaders].map((run) => run.benchmarkIndex));
    const a = summarise(ours);
    const b = summarise(twin);
    const c = astro.length === 0 ? undefined : summarise(astro);
    const d = astroWithHeaders.length === 0 ? undefined : summarise(astroWithHeaders);
    rows.push({
      page,
      perf: `${a.performance} / ${b.performance}`,
      "FCP ms": `${a.fcp} / ${b.fcp}`,
      "FCP Δ%": (((a.fcp - b.fcp) / b.fcp) * 100).toFixed(1),
      "LCP ms": `${a.lcp} / ${b.lcp}`,
      "LCP Δ ms": a.lcp - b.lcp,
      "TBT ms": `${a.tbt} / ${b.tbt}`,
      "TBT Δ ms": a.tbt - b.tbt,
      CLS: `${a.cls} / ${b.cls}`,
      "JS kB": a.scriptKB,
      "render-blocking": a.renderBlocking,
      ...(c === undefined || d === undefined
        ? {}
        : {
            "Astro perf": `${c.performance} / ${d.performance}`,
            "Astro FCP ms": `${c.fcp} / ${d.fcp}`,
            "Astro LCP ms": `${c.lcp} / ${d.lcp}`,
            "Astro TBT ms": `${c.tbt} / ${d.tbt}`,
            "FCP ≤ Astro": `${a.fcp <= c.fcp ? "yes" : "no"} / ${a.fcp <= d.fcp ? "yes" : "no"}`,
          }),
      "targets met":
        a.tbt - b.tbt <= 30 && a.fcp <= b.fcp * 1.05 && a.lcp <= b.lcp && a.performance === 100
          ? "yes"
          : "no",
    });
  }
} finally {
  await chrome.kill();
  for (const server of servers) server.kill();
  for (const server of astroServers) server.close();
  rmSync(twinBuild, { recursive: true, force: true });
}

const benchmarkIndex = median(indexes);
console.log(
  `Lighthouse 12, mobile, ${throttlingMethod === "simulate" ? "simulated" : "DevTools"} throttling, median of ${RUNS} runs; ours / zero-JavaScript twin; Astro's starter bare / with our security headers. benchmarkIndex ${benchmarkIndex}.`,
);
console.log(
  "Targets: TBT within 30 ms of the twin, FCP within 5 %, LCP no worse, performance 100; FCP no later than Astro's starter.",
);
console.table(rows);
mkdirSync("bench-results", { recursive: true });
writeFileSync(
  "bench-results/lighthouse.json",
  `${JSON.stringify({ date: new Date().toISOString(), benchmarkIndex, runs: RUNS, throttlingMethod, rows }, null, 2)}\n`,
);
