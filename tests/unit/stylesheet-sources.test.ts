import { readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * A page kind's stylesheet is made by construction (app/styles/frame.css): Tailwind reads only the
 * files its `@source` lines name. A component a route renders but its sheet does not name would
 * paint without its utilities on that kind of page, so every component a route reaches through its
 * imports (and every one the frame reaches, from root.tsx) must be named by the route's sheet.
 */
const APP = path.resolve("app");
const ROUTES = ["blog-list", "tag", "article", "profile", "archive", "tags", "not-found"];

/** The app files `file` imports, statically or lazily, resolved to paths. */
function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
  return importedFiles.flatMap(({ fileName }) => {
    const base = fileName.startsWith("~/")
      ? path.join(APP, fileName.slice(2))
      : fileName.startsWith(".")
        ? path.resolve(path.dirname(file), fileName)
        : undefined;
    if (base === undefined || base.endsWith(".css")) return [];
    return [`${base}.tsx`, `${base}.ts`, base]
      .filter((candidate) => {
        try {
          return readFileSync(candidate) !== undefined;
        } catch {
          return false;
        }
      })
      .slice(0, 1);
  });
}

/** Every component file (with a className) `entry` reaches. */
function componentsReached(entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...importsOf(file));
  }
  return new Set(
    [...seen].filter((file) => file.endsWith(".tsx") && readFileSync(file, "utf8").includes("className")),
  );
}

/** The files a stylesheet names with @source, through the sheets it imports. */
function sourcesOf(sheet: string): Set<string> {
  const sources = new Set<string>();
  for (const [, directive, target] of readFileSync(sheet, "utf8").matchAll(
    /^@(source|import) "([^"]+)";$/gm,
  )) {
    if (target === undefined || target.startsWith("tailwindcss")) continue;
    const resolved = path.resolve(path.dirname(sheet), target);
    if (directive === "source") sources.add(resolved);
    else for (const source of sourcesOf(resolved)) sources.add(source);
  }
  return sources;
}

/** The kind's stylesheet a route imports. */
function sheetOf(route: string): string {
  const { importedFiles } = ts.preProcessFile(readFileSync(route, "utf8"), true, true);
  const sheets = importedFiles.map(({ fileName }) => fileName).filter((name) => name.endsWith(".css"));
  expect(sheets, route).toHaveLength(1);
  return path.join(APP, (sheets[0] ?? "").replace(/^~\//, ""));
}

describe("each page kind's stylesheet", () => {
  const frame = componentsReached(path.join(APP, "root.tsx"));

  it("names every component its route and the frame render, so their utilities exist", () => {
    for (const name of ROUTES) {
      const route = path.join(APP, "routes", `${name}.tsx`);
      const sources = sourcesOf(sheetOf(route));
      const missing = [...componentsReached(route), ...frame].filter((file) => !sources.has(file));
      expect(
        missing.map((file) => path.relative(APP, file)),
        name,
      ).toEqual([]);
    }
  });

  it("fails for a component the sheet does not name", () => {
    const sources = sourcesOf(path.join(APP, "styles", "profile.css"));
    expect(sources.has(path.join(APP, "components", "post-list.tsx"))).toBe(false);
    expect(
      componentsReached(path.join(APP, "routes", "blog-list.tsx")).has(
        path.join(APP, "components", "post-list.tsx"),
      ),
    ).toBe(true);
  });
});
