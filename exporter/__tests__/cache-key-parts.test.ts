import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cacheKey, filesIn, sourceClosure } from "../cache";

/**
 * The cache key's parts, on a small made-up project (cache.test.ts checks the real keys miss when
 * a real input changes): which files a closure follows, and that no two different sets of inputs
 * run together into one key.
 */
function project(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), "cache-parts-"));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  return root;
}

describe("a source closure", () => {
  it("follows relative, parent, dynamic and ~/ imports, each file once, sorted; skips packages and other files", () => {
    const root = project({
      "lib/a.ts":
        'import { b } from "./b";\nexport * from "../shared/c";\nconst d = import("~/d");\nimport x from "node:fs";\nimport "./a";',
      "lib/b.tsx": 'import { c } from "../shared/c";\nimport y from "../node_modules/pkg/index";',
      "lib/notes.md": "not a source",
      "lib/__tests__/a.test.ts": 'import "../../lonely";',
      "node_modules/pkg/index.ts": "export default 1;",
      "shared/c/index.ts": "export const c = 1;",
      "app/d.js": "export default 1;",
      "lonely.ts": "",
    });
    expect(sourceClosure(["lib"], root)).toEqual([
      "app/d.js",
      "lib/a.ts",
      "lib/b.tsx",
      path.join("shared", "c", "index.ts"),
    ]);
    expect(sourceClosure(["lib/b.tsx"], root)).toEqual(["lib/b.tsx", path.join("shared", "c", "index.ts")]);
  });

  it("lists a folder's files without its tests, and a file or a missing entry as itself", () => {
    const root = project({ "f/x.ts": "", "f/deep/y.css": "", "f/__tests__/z.ts": "" });
    expect(
      filesIn(path.join(root, "f"))
        .map((file) => path.relative(root, file))
        .sort(),
    ).toEqual([path.join("f", "deep", "y.css"), path.join("f", "x.ts")]);
    expect(filesIn(path.join(root, "f/x.ts"))).toEqual([path.join(root, "f/x.ts")]);
    expect(filesIn(path.join(root, "none"))).toEqual([path.join(root, "none")]);
  });
});

describe("a cache key", () => {
  const root = () => project({ "package-lock.json": "{}", ab: "c", a: "bc", x: "1" });

  it("is a SHA-256 in hex, the same for the same inputs", () => {
    const dir = root();
    const key = cacheKey("n", { files: ["x"], values: [1] }, dir);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(cacheKey("n", { files: ["x"], values: [1] }, dir)).toBe(key);
  });

  it("keeps its parts apart: no two different inputs run together into one key", () => {
    const dir = root();
    const keys = [
      cacheKey("n", {}, dir),
      cacheKey("n", { values: [] }, dir),
      cacheKey("na", {}, dir),
      cacheKey("n", { files: ["ab"] }, dir),
      cacheKey("n", { files: ["a"] }, dir),
      cacheKey("n", { files: ["missing"] }, dir),
      cacheKey("n", { values: [1] }, dir),
      cacheKey("n", { values: ["1"] }, dir),
    ];
    // The empty inputs and the default are the one key; every other pair differs.
    expect(keys[0]).toBe(keys[1]);
    expect(new Set(keys.slice(1)).size).toBe(keys.length - 1);
  });

  it("tells a file's name from its bytes, and a missing file from an empty one", () => {
    const withEmpty = project({ "package-lock.json": "{}", f: "" });
    const without = project({ "package-lock.json": "{}" });
    expect(cacheKey("n", { files: ["f"] }, withEmpty)).not.toBe(cacheKey("n", { files: ["f"] }, without));
    const moved = project({ "package-lock.json": "{}", fx: "", f: "x" });
    expect(cacheKey("n", { files: ["fx"] }, moved)).not.toBe(cacheKey("n", { files: ["f"] }, moved));
    // One file's bytes and the next file's name do not run together either.
    const one = project({ "package-lock.json": "{}", f: "", ab: "Z" });
    const other = project({ "package-lock.json": "{}", f: "a", b: "Z" });
    expect(cacheKey("n", { files: ["f", "ab"] }, one)).not.toBe(cacheKey("n", { files: ["f", "b"] }, other));
  });
});
