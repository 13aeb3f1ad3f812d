import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fileBytes, sha256 } from "../hash.server";

describe("the build's hash of several parts", () => {
  it("keeps the parts apart, so moving a boundary changes the hash", () => {
    expect(sha256("ab", "c")).not.toBe(sha256("a", "bc"));
    expect(sha256("a", "")).not.toBe(sha256("a"));
  });

  it("is SHA-256 in hex, the same for a string and its bytes", () => {
    expect(sha256("x", Buffer.from("y"))).toMatch(/^[0-9a-f]{64}$/);
    expect(sha256("x", Buffer.from("y"))).toBe(sha256("x", "y"));
  });

  it("tells a missing file from an empty one", () => {
    const folder = mkdtempSync(path.join(tmpdir(), "hash-"));
    const file = path.join(folder, "a.png");
    const missing = sha256(fileBytes(file));
    writeFileSync(file, "");
    expect(sha256(fileBytes(file))).not.toBe(missing);
  });
});
