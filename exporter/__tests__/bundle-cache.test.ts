import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { bundleKey, hasBundles, keepBundles, restoreBundles } from "../bundle-cache";
import type { OutputFolder } from "../output-folder";

const folder = (buildDirectory: string, basename = "/"): OutputFolder => ({
  buildDirectory,
  clientDirectory: path.join(buildDirectory, "client"),
  basename,
});

describe("the bundles' key", () => {
  it("misses when the code, the build folder or the base path changes", () => {
    const key = bundleKey(folder("build"), "code");
    expect(bundleKey(folder("build"), "other code")).not.toBe(key);
    expect(bundleKey(folder("build/other"), "code")).not.toBe(key);
    expect(bundleKey(folder("build", "/devblog"), "code")).not.toBe(key);
    expect(bundleKey(folder("build"), "code")).toBe(key);
  });
});

describe("the bundle cache", () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), "bundle-cache-"));
    vi.stubEnv("BUNDLE_CACHE_DIR", path.join(root, "cache"));
  });
  afterEach(() => vi.unstubAllEnvs());

  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  };

  it("keeps both bundles without Vite's manifests, under their key only, and puts them back", async () => {
    const output = folder(path.join(root, "build"));
    write(path.join(output.clientDirectory, "assets/entry-1.js"), "client");
    write(path.join(output.clientDirectory, ".vite/manifest.json"), "{}");
    write(path.join(output.buildDirectory, "server/index.js"), "server");
    expect(hasBundles(output, "key")).toBe(false);

    const plugin = keepBundles(output, "key");
    await (plugin.closeBundle as () => Promise<void>)();
    expect(hasBundles(output, "key")).toBe(true);
    expect(hasBundles(output, "another key")).toBe(false);
    expect(hasBundles(folder(path.join(root, "elsewhere")), "key")).toBe(false);

    // The build folder emptied, as a new build empties it.
    rmSync(output.buildDirectory, { recursive: true });
    restoreBundles(output);
    expect(readFileSync(path.join(output.clientDirectory, "assets/entry-1.js"), "utf8")).toBe("client");
    expect(readFileSync(path.join(output.buildDirectory, "server/index.js"), "utf8")).toBe("server");
    expect(existsSync(path.join(output.clientDirectory, ".vite"))).toBe(false);
  });
});
