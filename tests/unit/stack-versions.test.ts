import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Articles about this site say what it runs now in a sentence with "the site runs on"; the
 * versions named there must be the ones package.json installs, so the article cannot drift.
 * Other sentences may name earlier versions (what it ran then) and are not checked.
 */
const POSTS = path.resolve("content/posts");
const CURRENT_STACK_SENTENCE = /\b(?:the|this) site runs on\b/i;
const NAMED_VERSION = /\b(React Router|React|Vite|Tailwind CSS|Node(?:\.js)?) (\d+(?:\.\d+)*)\b/g;

const manifest = JSON.parse(readFileSync("package.json", "utf8")) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const installed: Record<string, string | undefined> = {
  "React Router": manifest.dependencies["react-router"],
  React: manifest.dependencies.react,
  Vite: manifest.devDependencies.vite,
  "Tailwind CSS": manifest.devDependencies.tailwindcss,
  // The `node` package brings the Node binary every npm script runs on (see the README).
  Node: manifest.devDependencies.node,
};

/** The article's prose as sentences: front matter and code blocks left out, lines joined. */
function sentences(source: string): string[] {
  const body = source.replace(/^---\n[\s\S]*?\n---\n/, "").replace(/^```[\s\S]*?^```$/gm, "");
  return body
    .replace(/\s*\n\s*/g, " ")
    .split(/(?<=[.!?])\s+(?=[A-Z[])/)
    .filter((sentence) => CURRENT_STACK_SENTENCE.test(sentence));
}

const articles = readdirSync(POSTS)
  .filter((name) => name.endsWith(".md"))
  .map((name) => ({ name, source: readFileSync(path.join(POSTS, name), "utf8") }));

describe("articles about this site name the versions it runs", () => {
  it("every article of the series about this site says what the site runs on now", () => {
    const aboutThisSite = articles.filter(({ source }) => /^series: "Building this blog"$/m.test(source));
    expect(aboutThisSite.map(({ name }) => name)).toEqual([
      "20240817-start-of-the-journey.md",
      "20240824-blog-template.md",
    ]);
    for (const { name, source } of aboutThisSite) expect(sentences(source), name).not.toEqual([]);
  });

  it("names, as current, only the versions package.json installs", () => {
    for (const { name, source } of articles) {
      for (const sentence of sentences(source)) {
        for (const [, tool = "", version = ""] of sentence.matchAll(NAMED_VERSION)) {
          const actual = installed[tool.replace(/\.js$/, "")];
          const matches = actual !== undefined && `${actual}.`.startsWith(`${version}.`);
          expect(matches, `${name}: "${tool} ${version}" in "${sentence}", package.json has ${actual}`).toBe(
            true,
          );
        }
      }
    }
  });
});
