import { describe, expect, it } from "vitest";
import { normalizeBase, routePath, withBase, withoutTrailingSlash } from "../base-path";

describe("base paths", () => {
  it.each([
    [undefined, "/"],
    ["", "/"],
    ["/", "/"],
    ["blog", "/blog/"],
    ["/blog/", "/blog/"],
    ["/a/b", "/a/b/"],
  ])("normalises %j to %j", (input, expected) => {
    expect(normalizeBase(input)).toBe(expected);
  });

  it("prefixes root-relative paths", () => {
    expect(withBase("/post_20240817", "/")).toBe("/post_20240817");
    expect(withBase("/post_20240817", "/sub/")).toBe("/sub/post_20240817");
  });

  it("finds the route path of a request under any base", () => {
    expect(routePath(new URL("http://x/post_20240817"), "/")).toBe("/post_20240817");
    expect(routePath(new URL("http://x/sub/post_20240817/"), "/sub/")).toBe("/post_20240817");
    expect(routePath(new URL("http://x/sub/"), "/sub/")).toBe("/");
    expect(routePath(new URL("http://x/"), "/")).toBe("/");
  });
});

describe("a router location's path", () => {
  it("drops the trailing slash React Router 8 prerenders with, and keeps the root", () => {
    expect(withoutTrailingSlash("/blog/")).toBe("/blog");
    expect(withoutTrailingSlash("/blog")).toBe("/blog");
    expect(withoutTrailingSlash("/")).toBe("/");
  });
});
