import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { spawnSync } from "node:child_process";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { hydrationDataPrefix } from "../../app/document/server/hydration-data.server";
import { movePreviousBuildAside, removePreviousBuilds, takePages } from "../previous-build";

// Inside the project, as the build folder is: a rename does not cross file systems.
const buildDirectory = path.resolve("build", `previous-build-test-${process.pid}`);
const previousBuilds = path.resolve("node_modules/.cache/devblog/previous-builds");

afterEach(() => rmSync(buildDirectory, { recursive: true, force: true }));

function write(folder: string, files: Record<string, string>): void {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
    writeFileSync(path.join(folder, file), text);
  }
}

describe("the previous build", () => {
  it("is out of the way at once, before Vite writes, and is then deleted", async () => {
    write(buildDirectory, { "client/index.html": "<!doctype html>" });

    const aside = movePreviousBuildAside(buildDirectory);
    // At once, not after an await: React Router's client build writes into the folder next.
    expect(existsSync(buildDirectory)).toBe(false);
    expect(aside !== undefined && existsSync(path.join(aside, "client", "index.html"))).toBe(true);
    mkdirSync(path.join(buildDirectory, "client"), { recursive: true });

    await removePreviousBuilds();
    // (Another build running beside the tests may have put its own there meanwhile.)
    const ours = existsSync(previousBuilds)
      ? readdirSync(previousBuilds).filter((name) => name.startsWith(`${process.pid}-`))
      : [];
    expect(ours).toEqual([]);
    // The new build's folder, made after the move, is left alone.
    expect(existsSync(path.join(buildDirectory, "client"))).toBe(true);
  });

  it("is deleted with what builds no longer running left, not what a build running beside it still takes from", async () => {
    const ended = spawnSync(process.execPath, ["-e", ""]).pid;
    const running = path.join(previousBuilds, `${process.ppid}-1`);
    const left = path.join(previousBuilds, `${ended}-1`);
    write(running, { "client/index.html": "<!doctype html>" });
    write(left, { "client/index.html": "<!doctype html>" });

    await removePreviousBuilds();

    expect(existsSync(left)).toBe(false);
    expect(existsSync(path.join(running, "client", "index.html"))).toBe(true);
    rmSync(running, { recursive: true, force: true });
  });

  it("gives the pages taken from it whole: HTML, data, hydration data, an article's twin and card, a resource route's file", async () => {
    const previous = mkdtempSync(path.join(tmpdir(), "previous-build-"));
    const files = {
      "post_20250101/index.html": "<!doctype html><p>The article</p>",
      "post_20250101.data": "[data]",
      "post_20250101.md": "# The article",
      "og/post_20250101.png": "PNG",
      // The page's hydration data, found by its page's prefix (hydration-data.server.ts).
      [`assets/data/${hydrationDataPrefix("/post_20250101")}0123456789abcdef.txt`]: "[hydration]",
      "rss.xml": "<rss/>",
      "tags/index.html": "<!doctype html><p>Not taken</p>",
    };
    write(previous, files);
    const next = mkdtempSync(path.join(tmpdir(), "next-build-"));

    await takePages(previous, next, ["/post_20250101", "/rss.xml"]);

    const { "tags/index.html": notTaken, ...taken } = files;
    for (const [file, text] of Object.entries(taken))
      expect(readFileSync(path.join(next, file), "utf8")).toBe(text);
    expect(existsSync(path.join(next, "tags"))).toBe(false);
    expect(readFileSync(path.join(previous, "tags/index.html"), "utf8")).toBe(notTaken);
  });
});
