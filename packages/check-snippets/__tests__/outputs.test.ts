import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { article, contentFolder } from "../../../tests/content-fixture";
import { checkArticles, failed } from "../run";

/** An article whose body is `body`, written to a throwaway folder; returns its path. */
function articleWith(body: string): string {
  return path.join(contentFolder({ "post.md": article({ body }) }), "posts", "post.md");
}

const PROGRAM = '```python run\nfor n in range(1, 4):\n    print(f"{n} squared is {n * n}")\n```';
const RIGHT = "```text output\n1 squared is 1\n2 squared is 4\n3 squared is 9\n```";
const WRONG = "```text output\n1 squared is 1\n2 squared is 5\n3 squared is 9\n```";

describe("a run block and its output block", () => {
  it("passes when the code prints what the output block says", async () => {
    const report = await checkArticles([articleWith(`${PROGRAM}\n\n${RIGHT}`)], []);
    expect(report.results.map((result) => [result.toolchain, result.status])).toEqual([
      ["python3 (run)", "ok"],
    ]);
    expect(failed(report)).toBe(false);
  });

  it("fails when it prints something else, showing the lines that differ", async () => {
    const report = await checkArticles([articleWith(`${PROGRAM}\n\n${WRONG}`)], []);
    const [result] = report.results;
    expect(result?.status).toBe("failed");
    // The body starts on line 9: the run block there, its output block on line 14.
    expect(result?.snippet.line).toBe(9);
    expect(result?.details).toEqual([
      "the output block at line 14 differs (- says, + printed; --update rewrites it):",
      "  1 squared is 1",
      "- 2 squared is 5",
      "+ 2 squared is 4",
      "  3 squared is 9",
    ]);
    expect(failed(report)).toBe(true);
  });

  it("with --update, rewrites the output block, indented as in a list, and leaves the rest alone", async () => {
    const indent = (text: string) => text.replace(/^/gm, "   ");
    const body = `1. Run it:\n\n${indent(PROGRAM)}\n\n${indent(WRONG)}\n\nAfter.`;
    const file = articleWith(body);
    const report = await checkArticles([file], [], { update: true });
    expect(report.results.map((result) => result.status)).toEqual(["ok"]);
    expect(readFileSync(file, "utf8")).toBe(article({ body: body.replace("is 5", "is 4") }));
  });

  it("is refused without an output block after it", async () => {
    const report = await checkArticles([articleWith(`${PROGRAM}\n\nText.`)], []);
    expect(report.problems.map((problem) => problem.message)).toEqual([
      "a `run` block must be followed by a ```text output block (it may be empty: --update fills it)",
    ]);
  });

  it("names the exit status and the error when the code fails", async () => {
    const report = await checkArticles(
      [articleWith('```python run\nraise SystemExit("boom")\n```\n\n```text output\n```')],
      [],
    );
    expect(report.results[0]?.details).toEqual(["exited with 1", "boom"]);
  });
});
