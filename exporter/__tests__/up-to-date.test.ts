import { appendFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { buildInputs, previousBuild, stampBuild } from "../up-to-date";
import type { OutputFolder } from "../output-folder";

const isUpToDate = (output: OutputFolder, inputs: string) => previousBuild(output, inputs).upToDate;
const built = {
  pages: { "/blog": "key" },
  redirects: { "/blog/page/1": { from: "/blog/page/1", to: "/blog" } },
};

describe("whether a build has anything to do", () => {
  let root: string;
  let output: OutputFolder;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), "up-to-date-"));
    const content = path.join(root, "content");
    mkdirSync(path.join(content, "posts"), { recursive: true });
    writeFileSync(path.join(content, "tags.yaml"), "- java\n");
    writeFileSync(path.join(root, "included.ts"), "export const x = 1;\n");
    writeFileSync(
      path.join(content, "posts/20250101-a.md"),
      '---\ntitle: "A"\n---\n```ts file="../../included.ts"\n```\n',
    );
    vi.stubEnv("CONTENT_DIR", content);
    vi.stubEnv("BUILD_STAMP_DIR", path.join(root, "stamps"));
    output = {
      buildDirectory: path.join(root, "build"),
      clientDirectory: path.join(root, "build/client"),
      basename: "/",
    };
    mkdirSync(output.clientDirectory, { recursive: true });
    writeFileSync(path.join(output.clientDirectory, "index.html"), "<!doctype html>");
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.useRealTimers();
  });

  it("nothing, when no input changed and the folder is as the last build left it", () => {
    const inputs = buildInputs(output, "code");
    expect(isUpToDate(output, inputs)).toBe(false);
    stampBuild(output, inputs, built);
    expect(isUpToDate(output, buildInputs(output, "code"))).toBe(true);
  });

  it("a build, when the code, an article, a new file of the content, a file an article includes, the base path, the search parts' size or the year changes", () => {
    stampBuild(output, buildInputs(output, "code"), built);
    const changes: [string, () => void, () => void][] = [
      ["code", () => undefined, () => undefined],
      [
        "an article",
        () => appendFileSync(path.join(root, "content/posts/20250101-a.md"), "More.\n"),
        () => undefined,
      ],
      [
        "a new image",
        () => writeFileSync(path.join(root, "content/posts/new.svg"), "<svg/>"),
        () => undefined,
      ],
      [
        "an included file",
        () => appendFileSync(path.join(root, "included.ts"), "// more\n"),
        () => undefined,
      ],
      [
        "the search parts' size",
        () => vi.stubEnv("SEARCH_PART_SIZE", "40"),
        () => vi.stubEnv("SEARCH_PART_SIZE", undefined),
      ],
      [
        "the year",
        () => vi.useFakeTimers({ now: new Date("2031-06-01"), toFake: ["Date"] }),
        () => vi.useRealTimers(),
      ],
    ];
    for (const [input, change, undo] of changes) {
      const before = buildInputs(output, "code");
      change();
      const after = buildInputs(output, input === "code" ? "other code" : "code");
      expect(after, input).not.toBe(before);
      expect(isUpToDate(output, after), input).toBe(false);
      undo();
    }
    expect(buildInputs({ ...output, basename: "/devblog" }, "code")).not.toBe(buildInputs(output, "code"));
  });

  it("a build, when a file of the published folder was changed, added or removed since", () => {
    const inputs = buildInputs(output, "code");
    stampBuild(output, inputs, built);
    appendFileSync(path.join(output.clientDirectory, "index.html"), " ");
    expect(isUpToDate(output, inputs)).toBe(false);
    stampBuild(output, inputs, built);
    writeFileSync(path.join(output.clientDirectory, "new.html"), "");
    expect(isUpToDate(output, inputs)).toBe(false);
    stampBuild(output, inputs, built);
    rmSync(path.join(output.clientDirectory, "new.html"));
    expect(isUpToDate(output, inputs)).toBe(false);
  });

  it("which pages the last build left to take, only while its folder is as it left them", () => {
    const inputs = buildInputs(output, "code");
    expect(previousBuild(output, inputs)).toEqual({ upToDate: false, pages: {}, redirects: {} });
    stampBuild(output, inputs, built);
    expect(previousBuild(output, buildInputs(output, "other code"))).toEqual({ upToDate: false, ...built });
    writeFileSync(path.join(output.clientDirectory, "index.html"), "<!doctype html><p>changed by hand");
    expect(previousBuild(output, inputs)).toEqual({ upToDate: false, pages: {}, redirects: {} });
  });
});
