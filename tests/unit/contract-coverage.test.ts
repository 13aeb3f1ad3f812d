import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import * as contract from "../contract/seed-spec";

/**
 * A fact in the contract that no test reads guards nothing: declaring it looks like a check and is
 * not one (the layout sizes were, until a changed minimum height passed every layer). Each field
 * of `tests/contract/seed-spec.ts` (each export, and each key of an exported object) must be named
 * in a test file that imports the contract.
 */
const ROOT = path.resolve(import.meta.dirname, "../..");
const TEST_FOLDERS = ["app", "exporter", "vite", "tools", "packages", "tests", "e2e"];
const CONTRACT_FILE = path.join(ROOT, "tests/contract/seed-spec.ts");
const THIS_FILE = path.join(ROOT, "tests/unit/contract-coverage.test.ts");

/** `NAME` for each export, and `NAME.key` for each key of an exported plain object. */
function contractFields(module: Record<string, unknown>): string[] {
  return Object.entries(module).flatMap(([name, value]) => {
    const isPlainObject =
      typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof RegExp);
    return isPlainObject ? [name, ...Object.keys(value).map((key) => `${name}.${key}`)] : [name];
  });
}

/**
 * Whether a test's source reads the field: `NAME`; for `NAME.key` also `key` by itself (read or
 * destructured), or the whole object walked with `Object.entries`, `keys` or `values`.
 */
function reads(source: string, field: string): boolean {
  const word = (name: string) => new RegExp(`(?<![\\w$])${name}(?![\\w$])`).test(source);
  const [name = "", key] = field.split(".");
  if (!word(name)) return false;
  return (
    key === undefined ||
    word(key) ||
    source.includes(`Object.entries(${name})`) ||
    source.includes(`Object.keys(${name})`) ||
    source.includes(`Object.values(${name})`)
  );
}

function testFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : testFiles(file);
    return /\.(test|spec)\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const readers = TEST_FOLDERS.flatMap((folder) => testFiles(path.join(ROOT, folder)))
  .filter((file) => file !== CONTRACT_FILE && file !== THIS_FILE)
  .map((file) => ({ file: path.relative(ROOT, file), source: readFileSync(file, "utf8") }))
  .filter(({ source }) => source.includes("contract/seed-spec"));

describe("the contract module", () => {
  it("has every field it declares read by at least one test", () => {
    const unread = contractFields(contract).filter(
      (field) => !readers.some(({ source }) => reads(source, field)),
    );
    expect(unread, "contract fields that no test reads (tests/contract/seed-spec.ts)").toEqual([]);
  });

  it("tells a field read from one merely declared", () => {
    const fields = contractFields({ LAYOUT: { minHeightOffset: 172, widestFraction: 1 / 3 }, ROUTES: [] });
    expect(fields).toEqual(["LAYOUT", "LAYOUT.minHeightOffset", "LAYOUT.widestFraction", "ROUTES"]);
    const source = "const { minHeightOffset } = LAYOUT; expect(ROUTES).toBe(1); widestFractions;";
    expect(fields.filter((field) => !reads(source, field))).toEqual(["LAYOUT.widestFraction"]);
    expect(fields.filter((field) => !reads("Object.entries(LAYOUT)", field))).toEqual(["ROUTES"]);
  });
});
