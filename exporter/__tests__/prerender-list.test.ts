import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { readPrerenderList, removePrerenderList, writePrerenderList } from "../prerender-list";

const buildDirectory = path.resolve("build", `prerender-list-test-${process.pid}`);
const other = `${buildDirectory}-other`;

afterEach(() => {
  removePrerenderList(buildDirectory);
  removePrerenderList(other);
});

describe("the prerender list the build's first stage hands React Router", () => {
  it("is read back as written, for its own build folder only", () => {
    writePrerenderList(buildDirectory, ["/", "/blog", "/post_20240817"]);
    writePrerenderList(other, ["/profile"]);
    expect(readPrerenderList(buildDirectory)).toEqual(["/", "/blog", "/post_20240817"]);
    expect(readPrerenderList(other)).toEqual(["/profile"]);
  });

  it("is gone when the build ends, so that `react-router build` alone says which command to use", () => {
    writePrerenderList(buildDirectory, ["/"]);
    removePrerenderList(buildDirectory);
    expect(() => readPrerenderList(buildDirectory)).toThrow(/npm run build/);
  });
});
