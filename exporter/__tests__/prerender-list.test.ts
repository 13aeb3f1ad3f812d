import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  announcePrerenderList,
  failPrerenderList,
  readPrerenderList,
  removePrerenderList,
  writePrerenderList,
} from "../prerender-list";

const buildDirectory = path.resolve("build", `prerender-list-test-${process.pid}`);
const other = `${buildDirectory}-other`;

afterEach(() => {
  removePrerenderList(buildDirectory);
  removePrerenderList(other);
});

describe("the prerender list the build's first stage hands React Router", () => {
  it("is read back as written, for its own build folder only", async () => {
    writePrerenderList(buildDirectory, ["/", "/blog", "/post_20240817"]);
    writePrerenderList(other, ["/profile"]);
    expect(await readPrerenderList(buildDirectory)).toEqual(["/", "/blog", "/post_20240817"]);
    expect(await readPrerenderList(other)).toEqual(["/profile"]);
  });

  it("is waited for while the first stage is still planning it (Vite starts beside the compile)", async () => {
    announcePrerenderList(buildDirectory);
    let read: string[] | undefined;
    const reading = readPrerenderList(buildDirectory).then((paths) => (read = paths));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(read).toBeUndefined();
    writePrerenderList(buildDirectory, ["/archive"]);
    await reading;
    expect(read).toEqual(["/archive"]);
  });

  it("stops a waiting reader, saying why, when the first stage fails", async () => {
    announcePrerenderList(buildDirectory);
    const reading = readPrerenderList(buildDirectory);
    failPrerenderList(buildDirectory, "Invalid content (1 problem):");
    await expect(reading).rejects.toThrow(/first stage failed: Invalid content/);
  });

  it("is gone when the build ends, so that `react-router build` alone says which command to use", async () => {
    writePrerenderList(buildDirectory, ["/"]);
    removePrerenderList(buildDirectory);
    await expect(readPrerenderList(buildDirectory)).rejects.toThrow(/npm run build/);
  });
});
