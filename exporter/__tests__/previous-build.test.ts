import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { movePreviousBuildAside } from "../previous-build";

// Inside the project, as the build folder is: a rename does not cross file systems.
const buildDirectory = path.resolve("build", `previous-build-test-${process.pid}`);
const previousBuilds = path.resolve("node_modules/.cache/devblog/previous-builds");

afterEach(() => rmSync(buildDirectory, { recursive: true, force: true }));

describe("the previous build", () => {
  it("is out of the way at once, before Vite writes, and is then deleted", async () => {
    mkdirSync(path.join(buildDirectory, "client"), { recursive: true });
    writeFileSync(path.join(buildDirectory, "client", "index.html"), "<!doctype html>");

    const deleted = movePreviousBuildAside(buildDirectory);
    // At once, not after an await: React Router's client build writes into the folder next.
    expect(existsSync(buildDirectory)).toBe(false);
    mkdirSync(path.join(buildDirectory, "client"), { recursive: true });

    await deleted;
    // (Another build running beside the tests may have put its own there meanwhile.)
    const ours = existsSync(previousBuilds)
      ? readdirSync(previousBuilds).filter((name) => name.startsWith(`${process.pid}-`))
      : [];
    expect(ours).toEqual([]);
    // The new build's folder, made after the move, is left alone.
    expect(existsSync(path.join(buildDirectory, "client"))).toBe(true);
  });
});
