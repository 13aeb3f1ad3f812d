import { describe, expect, it } from "vitest";
import { searchParts } from "../passes/search-index";

/** `count` article routes, one a day from `from` (YYYY-MM-DD). */
function routesFrom(from: string, count: number): string[] {
  const start = Date.parse(`${from}T00:00:00Z`);
  return Array.from(
    { length: count },
    (_, day) => `/post_${new Date(start + day * 86_400_000).toISOString().slice(0, 10).replaceAll("-", "")}`,
  );
}

/** How many of `routes` each part's date prefixes take in. */
function sizes(parts: string[][], routes: readonly string[]): number[] {
  return parts.map(
    (prefixes) => routes.filter((route) => prefixes.some((prefix) => route.startsWith(`/${prefix}`))).length,
  );
}

describe("the search index's parts", () => {
  it("is one part, newest year first, for a blog smaller than a part", () => {
    const routes = [...routesFrom("2024-11-01", 60), ...routesFrom("2025-01-02", 30)];
    expect(searchParts(routes, 2000)).toEqual([["post_2025", "post_2024"]]);
  });

  it("splits a larger blog into parts of whole years, none over the size, each article in one part", () => {
    const routes = routesFrom("1990-01-01", 10_000);
    const parts = searchParts(routes, 2000);
    expect(parts.length).toBeGreaterThanOrEqual(5);
    expect(Math.max(...sizes(parts, routes))).toBeLessThanOrEqual(2000);
    expect(sizes(parts, routes).reduce((sum, size) => sum + size, 0)).toBe(routes.length);
    expect(parts[0]?.[0]).toBe("post_2017");
    expect(parts.flat().every((prefix) => /^post_\d{4}$/.test(prefix))).toBe(true);
  });

  it("splits a year larger than a part by its months", () => {
    const routes = routesFrom("2020-01-01", 366);
    const parts = searchParts(routes, 100);
    expect(parts.flat().every((prefix) => /^post_2020\d{2}$/.test(prefix))).toBe(true);
    expect(Math.max(...sizes(parts, routes))).toBeLessThanOrEqual(100);
    expect(sizes(parts, routes).reduce((sum, size) => sum + size, 0)).toBe(366);
  });
});
