import path from "node:path";
import { describe, expect, it } from "vitest";
import { stripAnnotations } from "../annotations";
import { extractFromFiles, extractSnippets, locate } from "../extract";
import { parseFenceMeta } from "../meta";

const fixtures = path.resolve(import.meta.dirname, "../../../tests/fixtures/snippets/posts");

describe("reading a fence's meta", () => {
  it("finds the check flag among attributes, line ranges and other flags", () => {
    const meta = parseFenceMeta('title="src/a b.ts" {1,3-4} showLineNumbers check');
    expect(meta.flags).toEqual(new Set(["showLineNumbers", "check"]));
    expect(meta.attributes).toEqual({ title: "src/a b.ts" });
    expect(meta.highlightedLines).toEqual([1, 3, 4]);
  });

  it("does not take a word inside a quoted attribute for a flag", () => {
    expect(parseFenceMeta('title="check this"').flags.has("check")).toBe(false);
  });
});

describe("stripping Shiki notations", () => {
  const text = (code: string) => stripAnnotations(code).map((line) => line.text);

  it("keeps the after version of a diff: drops -- lines, keeps ++ lines without the notation", () => {
    const code = [
      'const a = "0"; // [!code --]',
      "const a = 0; // [!code ++]",
      "use(a); // [!code highlight]",
    ];
    expect(text(code.join("\n"))).toEqual(["const a = 0;", "use(a);"]);
  });

  it("understands the comment styles of other languages", () => {
    expect(text("x = 1 # [!code ++]\nSELECT 1; -- [!code --]\n<p/> <!-- [!code focus] -->")).toEqual([
      "x = 1",
      "<p/>",
    ]);
  });

  it("drops a range of removed lines and a notation alone on its line", () => {
    expect(text("a // [!code --:2]\nb\nc\n// [!code highlight]\nd")).toEqual(["c", "d"]);
  });

  it("remembers where each kept line was written", () => {
    expect(stripAnnotations("a // [!code --]\nb").map((line) => line.index)).toEqual([1]);
  });
});

describe("extracting marked blocks with the Markdown parser", () => {
  it("takes only blocks flagged check, with their language and fence line", () => {
    const markdown = [
      "# T",
      "",
      "```ts check",
      "let a = 1;",
      "```",
      "",
      "```ts",
      "let b = 2;",
      "```",
      "",
    ].join("\n");
    const { snippets } = extractSnippets("/x/post.md", markdown);
    expect(snippets.map((snippet) => [snippet.language, snippet.line, snippet.code])).toEqual([
      ["ts", 3, "let a = 1;\n"],
    ]);
  });

  it("ignores a fence-like line inside another block", () => {
    const markdown = ["````md", "```ts check", "nope", "```", "````", ""].join("\n");
    expect(extractSnippets("/x/post.md", markdown).snippets).toEqual([]);
  });

  it("checks the included file's content for a file= block and points errors into that file", () => {
    const { snippets } = extractFromFiles([path.join(fixtures, "20240101-good.md")]);
    const included = snippets.find((snippet) => snippet.meta.attributes.file !== undefined);
    expect(included?.code).toContain("export function greet");
    expect(included && locate(included, 2)).toMatch(/tests\/fixtures\/snippets\/src\/included\.ts:2$/);
  });

  it("reports a file= block whose file is missing", () => {
    const { problems } = extractFromFiles([path.join(fixtures, "20240102-bad.md")]);
    expect(problems).toEqual([
      expect.objectContaining({ message: expect.stringContaining("does not exist") }),
    ]);
  });

  it("maps a checked line back to the article line, past the dropped diff lines", () => {
    const markdown = ["```ts check", "old(); // [!code --]", "fresh();", "```", ""].join("\n");
    const [snippet] = extractSnippets("/x/post.md", markdown).snippets;
    expect(snippet && locate(snippet, 1)).toMatch(/post\.md:3$/);
  });
});
