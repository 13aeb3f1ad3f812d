import { execFileSync } from "node:child_process";
import {
  appendFileSync,
  cpSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { parse } from "yaml";
import { filterByTag, matchingTags } from "../../app/lib/tag-filter";
import { gzipSize, kB, measureFirstLoad } from "./first-load";

/**
 * `npm run bench:build`: how the build and the pages grow with the number of articles.
 *
 * Each size is the 27 real articles plus generated ones (prose, sections, code in several
 * languages, references) dated before them, so the same real pages can be compared at every
 * size. Each size is built twice with a fresh compile cache: cold, then again after editing one
 * article. Prints wall and CPU time, peak memory, the cost per added article, and each page
 * kind's first-load bytes. `SIZES=27,1000,10000` adds the 10,000-article build. A benchmark, not
 * a test.
 */
const SIZES = (process.env.SIZES ?? "27,1000").split(",").map(Number);
const REAL = path.resolve("content");
const vocabulary: string[] = parse(readFileSync(path.join(REAL, "tags.yaml"), "utf8"));
const realPosts = readdirSync(path.join(REAL, "posts")).filter((name) => name.endsWith(".md"));

const LANGUAGES = [
  [
    "typescript",
    (n: number) =>
      `export function total(items: { price: number }[]): number {\n  return items.reduce((sum, item) => sum + item.price, ${n});\n}`,
  ],
  ["sql", (n: number) => `SELECT id, title\nFROM articles\nWHERE id = ${n}\nORDER BY title;`],
  [
    "yaml",
    (n: number) => `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: article-${n}\ndata:\n  level: info`,
  ],
  ["bash", (n: number) => `set -euo pipefail\nfor i in $(seq 1 ${n % 9}); do\n  echo "step $i"\ndone`],
  [
    "python",
    (n: number) =>
      `def mean(values: list[float]) -> float:\n    return sum(values) / max(len(values), ${(n % 5) + 1})`,
  ],
  [
    "kotlin",
    (n: number) =>
      `fun interval(previous: Int, ease: Double): Int =\n    (previous * ease).toInt() + ${n % 3}`,
  ],
] as const;

function generatedArticle(index: number): { name: string; text: string } {
  const date = new Date(Date.UTC(1990, 0, 1) + index * 86_400_000)
    .toISOString()
    .slice(0, 10)
    .replaceAll("-", "");
  const tags = [
    ...new Set([vocabulary[index % vocabulary.length], vocabulary[(index * 7 + 3) % vocabulary.length]]),
  ];
  const prose = (topic: string) =>
    `In this part I look at ${topic} in article ${index}: what I tried first, what broke, and what I kept. ` +
    "The generated prose gives the Markdown pipeline a realistic amount of text to work through, ".repeat(6);
  const sections = 3 + (index % 4);
  const body = Array.from({ length: sections }, (_, section) => {
    const [language, code] = LANGUAGES[(index + section) % LANGUAGES.length] ?? LANGUAGES[0];
    return `## Section ${section + 1} of article ${index}\n\n${prose(`step ${section + 1}`)}[^${section + 1}]\n\n\`\`\`${language}\n${code(index + section)}\n\`\`\`\n\n${prose("the result")}`;
  }).join("\n\n");
  const references = Array.from(
    { length: sections },
    (_, section) =>
      `[^${section + 1}]: [Reference ${section + 1}](https://example.org/docs/${index}/${section}) — Example`,
  ).join("\n");
  return {
    name: `${date}-generated-${index}.md`,
    text: `---\ntitle: "Generated article ${index}"\ndate: "${date}"\nsummary: "A generated article used to measure how the site scales with the amount of content."\nexcerpt: "A generated article for the build benchmark."\ntags: [${tags.join(", ")}]\n---\n\n${prose("the problem")}\n\n${body}\n\n${references}\n`,
  };
}

/** The real content plus generated articles up to `count`, in a temporary folder. */
function contentWith(count: number): string {
  const directory = mkdtempSync(path.join(tmpdir(), "bench-content-"));
  cpSync(REAL, directory, { recursive: true });
  for (let index = 0; index < count - realPosts.length; index += 1) {
    const { name, text } = generatedArticle(index);
    writeFileSync(path.join(directory, "posts", name), text);
  }
  return directory;
}

interface Usage {
  userCPUTime: number;
  systemCPUTime: number;
  maxRSS: number;
}

function build(contentDir: string, buildDir: string, cacheDir: string) {
  const usageFile = path.join(tmpdir(), `bench-usage-${process.pid}.json`);
  const started = performance.now();
  execFileSync(
    process.execPath,
    [
      "--import",
      path.resolve("scripts/bench/report-usage.mjs"),
      "node_modules/@react-router/dev/bin.js",
      "build",
    ],
    {
      env: {
        ...process.env,
        NODE_ENV: "production",
        CONTENT_DIR: contentDir,
        BUILD_DIR: buildDir,
        CONTENT_CACHE_DIR: cacheDir,
        BENCH_USAGE_FILE: usageFile,
      },
      stdio: "ignore",
      maxBuffer: 1 << 30,
    },
  );
  const wall = (performance.now() - started) / 1000;
  const usage = JSON.parse(readFileSync(usageFile, "utf8")) as Usage;
  return { wall, cpu: (usage.userCPUTime + usage.systemCPUTime) / 1e6, peakMB: usage.maxRSS / 1024 };
}

const elementCount = (html: string) => (html.match(/<[a-zA-Z]/g) ?? []).length;
const ARTICLE = "/post_20250823";

const buildRows = [];
const pageRows = [];
let baseline: { count: number; wall: number } | undefined;
for (const count of SIZES) {
  const contentDir = count === realPosts.length ? REAL : contentWith(count);
  // Inside the project: the prerendering server bundle resolves React from node_modules.
  const buildDir = path.resolve("build", `bench-${count}`);
  const cacheDir = mkdtempSync(path.join(tmpdir(), "bench-cache-"));
  const cold = build(contentDir, buildDir, cacheDir);

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
  const edited = contentDir === REAL ? mkdtempSync(path.join(tmpdir(), "bench-content-")) : contentDir;
  if (edited !== contentDir) cpSync(REAL, edited, { recursive: true });
  const first = path.join(edited, "posts", realPosts[0] ?? "");
  appendFileSync(first, "\nOne more sentence, added to measure a rebuild.\n");
  const warm = build(edited, buildDir, cacheDir);

  baseline ??= { count, wall: cold.wall };
  buildRows.push({
    articles: count,
    "cold s": cold.wall.toFixed(1),
    "CPU s": cold.cpu.toFixed(1),
    "peak MB": cold.peakMB.toFixed(0),
    "× first size": (cold.wall / baseline.wall).toFixed(2),
    "ms per added article":
      count === baseline.count
        ? ""
        : (((cold.wall - baseline.wall) * 1000) / (count - baseline.count)).toFixed(1),
    "one edited s": warm.wall.toFixed(1),
    "route manifest kB": manifestKB,
  });
  rmSync(buildDir, { recursive: true, force: true });
  rmSync(cacheDir, { recursive: true, force: true });
  if (edited !== REAL) rmSync(edited, { recursive: true, force: true });
}
console.log(
  "Build by number of articles (wall and CPU time of `react-router build`, peak memory of its process):",
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
