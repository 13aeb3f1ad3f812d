import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, type TestContext } from "vitest";
import { cobolChecker, isFixedFormat } from "../checkers/cobol";
import { javaChecker, javaFileName } from "../checkers/java";
import { sqlChecker } from "../checkers/sql";
import type { Checker } from "../checkers/types";
import { extractFromFiles, type Snippet } from "../extract";
import { findCommand } from "../process";

const fixture = path.resolve(
  import.meta.dirname,
  "../../../tests/fixtures/snippets/posts/20240103-jvm-sql-cobol.md",
);
const { snippets } = extractFromFiles([fixture]);
const workDirs: string[] = [];

afterEach(() => {
  for (const dir of workDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Runs a checker on the fixture's blocks of its languages, or skips with the reason when it is not installed. */
async function check(context: TestContext, checker: Checker, blocks = snippets) {
  const missing = checker.commands.filter((command) => findCommand(command) === undefined);
  context.skip(
    missing.length > 0,
    `${missing.join(", ")} not installed: packages/check-snippets/install-toolchains.sh`,
  );
  const workDir = mkdtempSync(path.join(os.tmpdir(), "check-snippets-test-"));
  workDirs.push(workDir);
  const mine = blocks.filter((snippet) => checker.languages.includes(snippet.language));
  return (await checker.check(mine, workDir)).map((result) => [result.snippet.line, result.status]);
}

const snippet = (code: string): Snippet => ({ code }) as Snippet;

describe("the heavier toolchains", () => {
  it("names a Java block's file after its public type", () => {
    expect(javaFileName(snippet("import x.Y;\n\npublic final class OrderService {}\n"))).toBe(
      "OrderService.java",
    );
    expect(javaFileName(snippet("public record Order(String id) {}"))).toBe("Order.java");
    expect(javaFileName(snippet("class Hidden {}"))).toBe("Snippet.java");
  });

  it("tells fixed-format COBOL (columns 8–72) from free format", () => {
    expect(isFixedFormat("       IDENTIFICATION DIVISION.\n      *> comment\n000100 PROGRAM-ID. A.")).toBe(
      true,
    );
    expect(isFixedFormat("IDENTIFICATION DIVISION.\nPROGRAM-ID. A.")).toBe(false);
  });

  it("runs an article's SQL blocks in order in one throwaway database", async (context) => {
    expect(await check(context, sqlChecker)).toEqual([
      [7, "ok"],
      [11, "ok"],
      [16, "failed"],
    ]);
  }, 120_000);

  it('runs a block flagged role="owner" as the database owner, who is no superuser', async (context) => {
    const owner = path.resolve(fixture, "../20240104-sql-owner.md");
    const mine = extractFromFiles([owner]).snippets;
    const results = await check(context, sqlChecker, mine);
    expect(results).toEqual([
      [7, "ok"],
      [14, "failed"],
      [20, "ok"],
      [24, "failed"],
    ]);
  }, 120_000);

  it("compiles Java blocks with javac", async (context) => {
    expect(await check(context, javaChecker)).toEqual([
      [20, "ok"],
      [30, "failed"],
    ]);
  }, 120_000);

  it("checks COBOL blocks with cobc in the format they are written in", async (context) => {
    expect(await check(context, cobolChecker)).toEqual([
      [36, "ok"],
      [45, "failed"],
    ]);
  }, 120_000);
});
