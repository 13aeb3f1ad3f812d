import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Checker } from "../checkers/types";
import { extractFromFiles } from "../extract";
import { checkArticles, failed } from "../run";

const fixtures = path.resolve(import.meta.dirname, "../../../tests/fixtures/snippets/posts");
const good = path.join(fixtures, "20240101-good.md");
const bad = path.join(fixtures, "20240102-bad.md");

function statusByLine(results: Awaited<ReturnType<typeof checkArticles>>["results"]) {
  return Object.fromEntries(
    results.map((result) => [`${result.snippet.language}:${result.snippet.line}`, result.status]),
  );
}

describe("checking marked blocks with their toolchains", () => {
  it("passes good TypeScript, JSON, JSONC, YAML, bash and Python, including imports between titled blocks", async () => {
    const report = await checkArticles([good]);
    expect(report.results.filter((result) => result.status !== "ok")).toEqual([]);
    expect(report.results).toHaveLength(extractFromFiles([good]).snippets.length);
    expect(failed(report)).toBe(false);
  }, 120_000);

  it("fails each broken block with the compiler's error at the article line", async () => {
    const report = await checkArticles([bad]);
    expect(statusByLine(report.results)).toEqual({
      "ts:5": "failed",
      "ts:9": "failed",
      "json:16": "failed",
      "yaml:20": "failed",
      "bash:24": "failed",
      "python:29": "failed",
      "css:34": "unsupported",
    });
    const typeError = report.results.find((result) => result.snippet.line === 5)?.details.join("\n");
    expect(typeError).toMatch(/20240102-bad\.md:6:7: error TS2322/);
    const missingPackage = report.results.find((result) => result.snippet.line === 9)?.details.join("\n");
    expect(missingPackage).toContain("'left-pad-not-installed' is not installed for the checker");
    expect(failed(report)).toBe(true);
  }, 120_000);
});

describe("a toolchain that is not installed", () => {
  it("skips its blocks with the install command, and fails the run rather than passing silently", async () => {
    const absent: Checker = {
      toolchain: "pretend",
      languages: ["python"],
      commands: ["no-such-compiler-for-check-snippets"],
      packages: ["pretend-compiler"],
      check: () => [],
    };
    const report = await checkArticles([good], [absent]);
    const python = report.results.find((result) => result.snippet.language === "python");
    expect(python?.status).toBe("skipped");
    expect(python?.details.join("\n")).toContain("install-toolchains.sh (apt-get install pretend-compiler)");
    expect(failed(report)).toBe(true);
  });
});
