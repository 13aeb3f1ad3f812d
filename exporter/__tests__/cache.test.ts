import { appendFileSync, copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CONTENT_PIPELINE, contentPipelineHash, sourceClosure } from "../cache";
import { cardCodeKey, cardInputs, cardKey } from "../passes/social-cards";

/** A copy of `files` (relative to the repository) in a fresh folder, to change one at a time. */
function copyOf(files: readonly string[]): string {
  const root = mkdtempSync(path.join(tmpdir(), "cache-inputs-"));
  for (const file of files) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    copyFileSync(file, path.join(root, file));
  }
  return root;
}

/** Each input whose change the key did not notice (the test expects none). */
function unnoticedChanges(root: string, inputs: readonly string[], key: () => string): string[] {
  const unnoticed: string[] = [];
  for (const file of inputs) {
    const before = key();
    const original = readFileSync(path.join(root, file));
    appendFileSync(path.join(root, file), "\n// changed\n");
    if (key() === before) unnoticed.push(file);
    writeFileSync(path.join(root, file), original);
    expect(key()).toBe(before);
  }
  return unnoticed;
}

describe("the compiled-article cache key", () => {
  const sources = sourceClosure(CONTENT_PIPELINE);

  it("covers what the content pipeline imports from outside its folders", () => {
    // rehype-links rewrites links with withBase; posts.server builds article routes and dates.
    expect(sources).toContain(path.join("app", "lib", "urls", "base-path.ts"));
    expect(sources).toContain(path.join("app", "lib", "urls", "paths.ts"));
    expect(sources).toContain(path.join("app", "lib", "dates.ts"));
    expect(sources.some((file) => file.includes("__tests__"))).toBe(false);
  });

  it("misses when any one of its inputs changes: the lock file or any source file", () => {
    const inputs = ["package-lock.json", ...sources];
    const root = copyOf(inputs);
    expect(unnoticedChanges(root, inputs, () => contentPipelineHash(root))).toEqual([]);
  });
});

describe("the social-card cache key", () => {
  const facts = { title: "A title", siteName: "dev.notes", caption: "Aug 17, 2024", tags: ["java"] };
  const inputs = cardInputs();

  it("covers the layout, the card size, the fonts and the lock file", () => {
    expect(inputs).toContain(path.join("exporter", "workers", "social-card.tsx"));
    expect(inputs).toContain(path.join("app", "lib", "social-cards.ts")); // CARD_SIZE
    expect(inputs.filter((file) => file.endsWith(".woff"))).toHaveLength(2);
  });

  it("misses when any one of its inputs changes, and when what the card shows changes", () => {
    const root = copyOf(["package-lock.json", ...inputs]);
    const key = (): string => cardKey(facts, cardCodeKey(root, inputs));
    expect(unnoticedChanges(root, ["package-lock.json", ...inputs], key)).toEqual([]);
    expect(cardKey({ ...facts, tags: ["kotlin"] }, cardCodeKey(root, inputs))).not.toBe(key());
    expect(cardKey({ ...facts, title: "Another" }, cardCodeKey(root, inputs))).not.toBe(key());
  });
});
