import { existsSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/**
 * The rooms' boundaries are a lint rule (eslint.config.js, `import-x/no-restricted-paths`). A rule
 * that resolves nothing passes everything, so each boundary is checked here on a planted import,
 * beside an import the same room may make.
 */
const eslint = new ESLint();

/** The module a specifier names must exist: the rule passes an import it cannot resolve. */
function exists(file: string, specifier: string): boolean {
  const target = specifier.startsWith("~/")
    ? path.resolve("app", specifier.slice(2))
    : path.resolve(path.dirname(file), specifier);
  return ["", ".ts", ".tsx", "/index.ts"].some((extension) => existsSync(target + extension));
}

async function boundaryProblems(file: string, specifier: string): Promise<string[]> {
  expect(exists(file, specifier), `${specifier} from ${file} names no module`).toBe(true);
  const [result] = await eslint.lintText(`import * as planted from "${specifier}";\nexport { planted };\n`, {
    filePath: file,
  });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === "import-x/no-restricted-paths")
    .map((message) => message.message);
}

describe("the rooms' import boundaries", () => {
  it.each([
    ["app/lib/planted.ts", "../../exporter/cache", "app/ ships"],
    ["app/lib/planted.ts", "~/../tools/serve", "app/ ships"],
    ["exporter/planted.ts", "../tools/new-post/create-post", "exporter/ is what"],
    ["exporter/passes/planted.ts", "../../tests/harness/first-load", "exporter/ is what"],
    ["vite/planted.ts", "../exporter/cache", "vite/ holds the Vite plugins"],
    ["tools/planted.ts", "../exporter/pipeline", "tools/ are the owner's commands"],
    ["e2e/planted.spec.ts", "../bench/size", "No test imports a benchmark"],
    ["tests/output/planted.test.ts", "../../bench/lighthouse", "No test imports a benchmark"],
    ["tests/harness/planted.ts", "../../bench/build-scaling", "No test imports a benchmark"],
    ["packages/check-snippets/planted.ts", "../../app/lib/urls/paths", "packages/ stand alone"],
  ])("%s may not import %s", { timeout: 60_000 }, async (file, specifier, why) => {
    const problems = await boundaryProblems(file, specifier);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(why);
  });

  it.each([
    ["app/lib/planted.ts", "~/lib/urls/paths"],
    ["vite/planted.ts", "../exporter/hosts/content-types"],
    ["tools/planted.ts", "../exporter/hosts/hosting"],
    ["bench/planted.ts", "../tests/harness/first-load"],
    ["e2e/planted.spec.ts", "../tests/harness/fresh-dev-server"],
    ["packages/check-snippets/planted.ts", "../../app/lib/markdown/code-meta"],
  ])("%s may import %s", { timeout: 60_000 }, async (file, specifier) => {
    expect(await boundaryProblems(file, specifier)).toEqual([]);
  });
});
