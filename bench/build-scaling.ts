import { execFileSync } from "node:child_process";
import { appendFileSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { parse } from "yaml";
import { filterByTag, matchingTags } from "../app/lib/tag-filter";
import { gzipSize, kB, measureFirstLoad } from "../tests/harness/first-load";
import { timeAstroBuild } from "./astro-starter";
import { benchmarkIndex } from "./benchmark-index";
import { REAL_CONTENT, contentWith } from "../tests/harness/generated-content";

/**
 * `npm run bench:build`: how the build and the pages grow with the number of articles.
 *
 * Each size is the 27 real articles plus generated ones (prose, sections, code in several
 * languages, references) dated before them, so the same real pages can be compared at every
 * size. Each size is built four times: cold (no cache at all), with only the social cards kept
 * (Vite runs again), again with nothing changed, and after editing one article. Prints wall and CPU time,
 * peak memory (threads included), the CPU time spent on social cards, the cost per added
 * article, and each page kind's first-load bytes. `SIZES=27,1000,10000` adds the 10,000-article
 * build. A benchmark, not a test.
 */
const SIZES = (process.env.SIZES ?? "27,1000").split(",").map(Number);
// A prepared copy of Astro's blog starter (see bench/astro-starter.ts), built beside ours.
const astroBlog = process.env.ASTRO_BLOG;
const REAL = REAL_CONTENT;
const vocabulary: string[] = parse(readFileSync(path.join(REAL, "tags.yaml"), "utf8"));
const realPosts = readdirSync(path.join(REAL, "posts")).filter((name) => name.endsWith(".md"));

interface Usage {
  userCPUTime: number;
  systemCPUTime: number;
  maxRSS: number;
}

interface Caches {
  compile: string;
  cards: string;
  bundles: string;
  stamps: string;
}

function build(contentDir: string, buildDir: string, caches: Caches) {
  const usageFile = path.join(tmpdir(), `bench-usage-${process.pid}.json`);
  const started = performance.now();
  const output = execFileSync(
    process.execPath,
    [
      "--import",
      "tsx",
      "--import",
      path.resolve("bench/report-usage.mjs"),
      path.resolve("exporter/build.ts"),
    ],
    {
      env: {
        ...process.env,
        NODE_ENV: "production",
        CONTENT_DIR: contentDir,
        BUILD_DIR: buildDir,
        CONTENT_CACHE_DIR: caches.compile,
        CARD_CACHE_DIR: caches.cards,
        BUNDLE_CACHE_DIR: caches.bundles,
        BUILD_STAMP_DIR: caches.stamps,
        BENCH_USAGE_FILE: usageFile,
      },
      stdio: ["ignore", "pipe", "ignore"],
      encoding: "utf8",
      maxBuffer: 1 << 30,
    },
  );
  const wall = (performance.now() - started) / 1000;
  const usage = JSON.parse(readFileSync(usageFile, "utf8")) as Usage;
  // "Social cards: 973 rendered in 41234 ms, 28 from the cache", printed by the build.
  const cardMs = Number(/Social cards: \d+ rendered in (\d+) ms/.exec(output)?.[1] ?? 0);
  return {
    wall,
    cpu: (usage.userCPUTime + usage.systemCPUTime) / 1e6,
    peakMB: usage.maxRSS / 1024,
    cardCpu: cardMs / 1000,
  };
}

const freshDirectory = (prefix: string) => mkdtempSync(path.join(tmpdir(), prefix));

const elementCount = (html: string) => (html.match(/<[a-zA-Z]/g) ?? []).length;
const ARTICLE = "/post_20250823";

const buildRows = [];
const pageRows = [];
let baseline: { cold: number; cardsKept: number; warm: number } | undefined;
for (const count of SIZES) {
  // A copy even of the real content: one of its articles is edited below.
  const site = mkdtempSync(path.join(tmpdir(), "bench-site-"));
  const contentDir = contentWith(count, site);
  // Inside the project: the prerendering server bundle resolves React from node_modules.
  const buildDir = path.resolve("build", `bench-${count}`);
  // Cold: nothing cached, as on a first build or a host without a build cache.
  const caches = {
    compile: freshDirectory("bench-compile-"),
    cards: freshDirectory("bench-cards-"),
    bundles: freshDirectory("bench-bundles-"),
    stamps: freshDirectory("bench-stamps-"),
  };
  const cold = build(contentDir, buildDir, caches);
  // The social cards kept (the slowest part of a first build), every article compiled, the app
  // bundled and every page rendered again (a fresh stamp: no previous build to take pages from).
  const again = {
    ...caches,
    compile: freshDirectory("bench-compile-"),
    bundles: freshDirectory("bench-bundles-"),
    stamps: freshDirectory("bench-stamps-"),
  };
  const cardsKept = build(contentDir, buildDir, again);
  const unchanged = build(contentDir, buildDir, again);

  const client = path.join(buildDir, "client");
  const list = readFileSync(path.join(client, "index.html"), "utf8");
  for (const page of ["/", "/profile", ARTICLE]) {
    const load = measureFirstLoad(client, page);
    pageRows.push({
      articles: count,
      page,
      "HTML kB": kB(load.htmlGzip),
      "JS kB (on intent)": kB(load.frameworkJsGzip + load.ownJsGzip),
      "CSS kB": kB(load.cssGzip),
      elements: page === "/" ? elementCount(list) : "",
    });
  }
  const manifest = readdirSync(path.join(client, "assets")).find((name) => name.startsWith("manifest-"));
  const manifestKB = manifest ? kB(gzipSize(readFileSync(path.join(client, "assets", manifest)))) : "?";

  // One article edited: only it should compile again.
  const first = path.join(contentDir, "posts", realPosts[0] ?? "");
  appendFileSync(first, "\nOne more sentence, added to measure a rebuild.\n");
  const warm = build(contentDir, buildDir, again);

  // Astro's blog starter, built cold with the same articles right after ours (ASTRO_BLOG).
  const astro =
    astroBlog === undefined ? undefined : timeAstroBuild(astroBlog, path.join(contentDir, "posts"));

  baseline ??= { cold: cold.wall, cardsKept: cardsKept.wall, warm: warm.wall };
  const index = await benchmarkIndex();
  const times = (wall: number, first: number) => `${wall.toFixed(1)} (${(wall / first).toFixed(2)}×)`;
  buildRows.push({
    articles: count,
    "cold s (× first size)": times(cold.wall, baseline.cold),
    "CPU s": cold.cpu.toFixed(1),
    "peak MB": cold.peakMB.toFixed(0),
    "card render CPU s": cold.cardCpu.toFixed(1),
    "ms per added article":
      count === SIZES[0] ? "" : (((cold.wall - baseline.cold) * 1000) / (count - (SIZES[0] ?? 0))).toFixed(1),
    "cards cached s": times(cardsKept.wall, baseline.cardsKept),
    "nothing changed s": unchanged.wall.toFixed(1),
    "one edited s": times(warm.wall, baseline.warm),
    "route manifest kB": manifestKB,
    ...(astro === undefined
      ? {}
      : { "Astro starter s": astro.toFixed(1), "ours ÷ Astro": (cold.wall / astro).toFixed(2) }),
    benchmarkIndex: index,
  });
  rmSync(buildDir, { recursive: true, force: true });
  for (const directory of [...Object.values(caches), ...Object.values(again)])
    rmSync(directory, { recursive: true, force: true });
  rmSync(site, { recursive: true, force: true });
}
console.log(
  "Build by number of articles (wall and CPU time of `npm run build`, peak memory of its process):",
);
console.table(buildRows);
console.log("Pages by number of articles (gzip; JS is what loads on the visitor's first interaction):");
console.table(pageRows);

const summaries = Array.from({ length: 1000 }, (_, index) => ({
  tags: [vocabulary[index % vocabulary.length] ?? "", vocabulary[(index * 7 + 3) % vocabulary.length] ?? ""],
}));
const keystrokes = ["a", "az", "azu", "azur", "azure", "p", "po", "pos", "post", "postgresql"];
const rounds = 200;
const started = performance.now();
for (let round = 0; round < rounds; round += 1) {
  for (const text of keystrokes) {
    const [first] = matchingTags(vocabulary, text);
    filterByTag(summaries, first ?? null);
  }
}
const perKeystroke = (performance.now() - started) / (rounds * keystrokes.length);
console.log(
  `Tag filter on 1,000 articles: ${(perKeystroke * 1000).toFixed(1)} µs per keystroke (match + filter)`,
);
