import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cacheDirectory, isCompiled, readCompiled, storeCompiled } from "../compile-cache.server";
import { compileKey } from "./compile-key-fixture";

/**
 * The compile cache's key, part by part, and where the cache keeps what it compiled
 * (compile-cache.test.ts checks the key misses and hits for real reasons).
 */
const key = (markdown: string, more: Partial<Parameters<typeof compileKey>[0]> = {}) =>
  compileKey(
    { markdown, articlePath: "/nowhere/posts/a.md", base: "/", knownRoutes: new Set(), images: "i", ...more },
    "p",
  );

afterEach(() => vi.unstubAllEnvs());

describe("the compile cache key", () => {
  it("is a SHA-256 in hex and keeps its parts apart", () => {
    expect(key("x")).toMatch(/^[0-9a-f]{64}$/);
    // The pipeline, the base and the Markdown do not run together.
    const keys = [
      compileKey(
        { markdown: "b", articlePath: "/a.md", base: "/a", knownRoutes: new Set(), images: "i" },
        "p",
      ),
      compileKey(
        { markdown: "", articlePath: "/a.md", base: "/ab", knownRoutes: new Set(), images: "i" },
        "p",
      ),
      compileKey(
        { markdown: "b", articlePath: "/a.md", base: "a", knownRoutes: new Set(), images: "i" },
        "p/",
      ),
      compileKey(
        { markdown: "b", articlePath: "/a.md", base: "/a", knownRoutes: new Set(), images: "ii" },
        "p",
      ),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("follows an image or an included file by its bytes, not a web address", () => {
    const folder = mkdtempSync(path.join(tmpdir(), "compile-key-"));
    mkdirSync(path.join(folder, "images"));
    writeFileSync(path.join(folder, "images", "a.png"), "one");
    writeFileSync(path.join(folder, "App.kt"), "fun main() {}");
    const at = { articlePath: path.join(folder, "a.md") };
    const image = "![a](./images/a.png)";
    const included = '```kotlin file="App.kt"\n```';
    const before = [key(image, at), key(included, at)];
    writeFileSync(path.join(folder, "images", "a.png"), "two");
    writeFileSync(path.join(folder, "App.kt"), "fun main() { }");
    expect(key(image, at)).not.toBe(before[0]);
    expect(key(included, at)).not.toBe(before[1]);
    // A web address is not a file to read: it is only text, the same whatever is on disk.
    const remote = "![a](https://example.org/a.png) ![b](HTTP://example.org/b.png)";
    // Even with a file at the path the address would name, read as a relative path.
    mkdirSync(path.join(folder, "https:", "example.org"), { recursive: true });
    writeFileSync(path.join(folder, "https:", "example.org", "a.png"), "here");
    expect(key(remote, at)).toBe(key(remote, { articlePath: "/elsewhere/a.md" }));
  });

  it("tells apart which of two referenced files holds which bytes, and a missing file from an empty one", () => {
    const folder = mkdtempSync(path.join(tmpdir(), "compile-key-"));
    const at = { articlePath: path.join(folder, "a.md") };
    const markdown = "![a](./a.png) ![r](./r)";
    const keyWith = (a: string, r: string) => {
      writeFileSync(path.join(folder, "a.png"), a);
      writeFileSync(path.join(folder, "r"), r);
      return key(markdown, at);
    };
    // Images hold NUL bytes: the bytes of one file and the name of the next must not run together.
    expect(keyWith("a./r\0", "")).not.toBe(keyWith("a", "./r\0"));
    expect(keyWith("a\0./rZ", "")).not.toBe(keyWith("a", "Z\0./r"));
    const empty = keyWith("", "");
    rmSync(path.join(folder, "a.png"));
    expect(key(markdown, at)).not.toBe(empty);
  });

  it("records each mentioned article route once, whether it exists", () => {
    const markdown = "[a](/post_20240101) [again](/post_20240101#x) [b](/post_20240102)";
    const both = key(markdown, { knownRoutes: new Set(["/post_20240101", "/post_20240102"]) });
    expect(key(markdown, { knownRoutes: new Set(["/post_20240101"]) })).not.toBe(both);
    expect(key(markdown, { knownRoutes: new Set(["/post_20240102"]) })).not.toBe(both);
    expect(key(markdown, { knownRoutes: new Set(["/post_20240101", "/post_20240102", "/blog"]) })).toBe(both);
  });
});

describe("the compile cache on disk", () => {
  it("keeps each result under its key's first two characters, and says when it has one", () => {
    const directory = mkdtempSync(path.join(tmpdir(), "compile-cache-"));
    vi.stubEnv("CONTENT_CACHE_DIR", directory);
    expect(cacheDirectory()).toBe(directory);
    vi.stubEnv("CONTENT_CACHE_DIR", undefined);
    expect(cacheDirectory()).toBe(path.resolve("node_modules/.cache/devblog/articles"));
    vi.stubEnv("CONTENT_CACHE_DIR", directory);
    expect(isCompiled("abcdef")).toBe(false);
    storeCompiled("abcdef", { html: "x" });
    expect(readdirSync(directory)).toEqual(["ab"]);
    expect(existsSync(path.join(directory, "ab", "abcdef.json"))).toBe(true);
    expect(isCompiled("abcdef")).toBe(true);
    expect(readCompiled("abcdef")).toEqual({ html: "x" });
  });

  it("is not trusted when turned off: the build compiles every article again, and stores it", () => {
    vi.stubEnv("CONTENT_CACHE_DIR", mkdtempSync(path.join(tmpdir(), "compile-cache-")));
    storeCompiled("eeff", { html: "old" });
    vi.stubEnv("CONTENT_CACHE", "off");
    expect(isCompiled("eeff")).toBe(false);
    storeCompiled("eeff", { html: "new" });
    expect(readCompiled("eeff")).toEqual({ html: "new" });
  });

  it("names what is missing when a page asks for a result the build did not store", () => {
    vi.stubEnv("CONTENT_CACHE_DIR", mkdtempSync(path.join(tmpdir(), "compile-cache-")));
    expect(() => readCompiled("abab")).toThrow(/ab[/\\]abab\.json/);
  });
});
