import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { parse } from "yaml";
import { filterByTag, matchingTags } from "../../app/lib/tag-filter";

/**
 * `npm run bench:build`: how build time grows with the number of articles. Generates synthetic
 * articles (prose, headings, code in three languages, references) into a temporary content folder,
 * builds each size and prints seconds in all and per article, then times the tag filter on 1,000
 * articles. A benchmark, not a test.
 */
const SIZES = (process.env.SIZES ?? "27,250,1000").split(",").map(Number);
const vocabulary: string[] = parse(readFileSync("content/tags.yaml", "utf8"));

function syntheticArticle(index: number): string {
  const date = new Date(Date.UTC(2000, 0, 1) + index * 86_400_000)
    .toISOString()
    .slice(0, 10)
    .replaceAll("-", "");
  const tags = [vocabulary[index % vocabulary.length], vocabulary[(index * 7 + 3) % vocabulary.length]];
  const paragraph =
    "Synthetic prose to give the article a realistic length for the Markdown pipeline. ".repeat(8);
  return `---
title: "Synthetic article ${index}"
date: "${date}"
summary: "A generated article used to measure how the build scales with the amount of content."
excerpt: "A generated article for the build benchmark."
tags: [${[...new Set(tags)].join(", ")}]
---

${paragraph}[^1]

## Code

\`\`\`typescript
export function add(a: number, b: number): number {
  return a + b; // ${index}
}
\`\`\`

${paragraph}

\`\`\`sql
SELECT id, title FROM articles WHERE id = ${index} ORDER BY title;
\`\`\`

\`\`\`yaml
apiVersion: v1
kind: ConfigMap
metadata:
  name: article-${index}
\`\`\`

## More

${paragraph}

[^1]: [Reference](https://example.org/docs/${index}) — Example
`;
}

function contentWith(count: number): string {
  const directory = mkdtempSync(path.join(tmpdir(), "bench-content-"));
  cpSync("content/tags.yaml", path.join(directory, "tags.yaml"));
  mkdirSync(path.join(directory, "posts"));
  for (let index = 0; index < count; index += 1) {
    writeFileSync(
      path.join(directory, "posts", `${String(index).padStart(5, "0")}.md`),
      syntheticArticle(index),
    );
  }
  return directory;
}

const rows = [];
for (const count of SIZES) {
  const real = count === 27;
  const contentDir = real ? path.resolve("content") : contentWith(count);
  // Inside the project: the prerendering server bundle resolves React from node_modules.
  const buildDir = path.resolve("build", `bench-${count}`);
  const started = performance.now();
  execFileSync("npx", ["react-router", "build"], {
    env: { ...process.env, CONTENT_DIR: contentDir, BUILD_DIR: buildDir },
    stdio: "ignore",
  });
  const seconds = (performance.now() - started) / 1000;
  rows.push({
    articles: count,
    content: real ? "the 27 real articles" : "synthetic",
    "build s": seconds.toFixed(1),
    "ms per article": ((seconds * 1000) / count).toFixed(0),
  });
  rmSync(buildDir, { recursive: true, force: true });
  if (!real) rmSync(contentDir, { recursive: true, force: true });
}
console.log("Build time by number of articles:");
console.table(rows);

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
