import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";

/**
 * A content folder of any size: the real articles plus generated ones (prose, 3–6 sections, code
 * in several languages, references) dated before them, so the real pages stay the newest and can
 * be compared at every size. Used by `npm run bench:build` and the end-to-end tests of a blog
 * that spans several list pages. `tsx tests/harness/generated-content.ts 61 <folder>`
 * writes one (into <folder>/content, with <folder>/app linked for the articles' includes).
 */
export const REAL_CONTENT = path.resolve("content");

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

/** The screenshot the first generated article shows: the image pipeline's test fixture. */
export const SCREENSHOT = {
  file: path.resolve("tests/fixtures/content/images/posts/images/20240901-terminal.png"),
  alt: "A terminal listing two file shares, uploads and backups, with their quotas",
};

export function generatedArticle(
  index: number,
  vocabulary: readonly string[],
): { name: string; text: string } {
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
  // The first shows a screenshot (the real articles have none yet), which a browser test opens full size.
  const screenshot =
    index === 0 ? `![${SCREENSHOT.alt}](./images/${path.basename(SCREENSHOT.file)})\n\n` : "";
  return {
    name: `${date}-generated-${index}.md`,
    text: `---\ntitle: "Generated article ${index}"\ndate: "${date}"\nsummary: "A generated article used to measure how the site scales with the amount of content."\nexcerpt: "A generated article for the build benchmark."\ntags: [${tags.join(", ")}]\n---\n\n${screenshot}${prose("the problem")}\n\n${body}\n\n${references}\n`,
  };
}

/** Writes `count` generated articles into a posts folder, with the screenshot the first one shows. */
export function writeGeneratedArticles(
  postsDirectory: string,
  count: number,
  vocabulary: readonly string[],
): void {
  if (count <= 0) return;
  mkdirSync(path.join(postsDirectory, "images"), { recursive: true });
  cpSync(SCREENSHOT.file, path.join(postsDirectory, "images", path.basename(SCREENSHOT.file)));
  for (let index = 0; index < count; index += 1) {
    const { name, text } = generatedArticle(index, vocabulary);
    writeFileSync(path.join(postsDirectory, name), text);
  }
}

/**
 * Writes the real content plus generated articles up to `count` articles into `root/content` and
 * returns that folder. Articles may include the site's own source by a relative path
 * (`../../app/…`), so `root/app` links to the project's `app` folder.
 */
export function contentWith(count: number, root: string): string {
  rmSync(root, { recursive: true, force: true });
  const directory = path.join(root, "content");
  cpSync(REAL_CONTENT, directory, { recursive: true });
  symlinkSync(path.resolve("app"), path.join(root, "app"), "dir");
  const vocabulary = parse(readFileSync(path.join(REAL_CONTENT, "tags.yaml"), "utf8")) as string[];
  const real = readdirSync(path.join(REAL_CONTENT, "posts")).filter((name) => name.endsWith(".md")).length;
  writeGeneratedArticles(path.join(directory, "posts"), count - real, vocabulary);
  return directory;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [count, root] = process.argv.slice(2);
  if (count === undefined || root === undefined) {
    console.error(
      "Usage: tsx tests/harness/generated-content.ts <articles> <folder> (writes <folder>/content)",
    );
    process.exit(1);
  }
  contentWith(Number(count), path.resolve(root));
}
