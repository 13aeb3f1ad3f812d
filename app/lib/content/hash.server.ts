import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";

/**
 * The SHA-256, in hex, of `parts` with a NUL between each two, so that parts never run together
 * (`"ab", "c"` and `"a", "bc"` differ): the one way the build's cache keys and hashed names are made.
 */
export function sha256(...parts: readonly (string | Buffer)[]): string {
  const hash = createHash("sha256");
  parts.forEach((part, index) => (index === 0 ? hash.update(part) : hash.update("\0").update(part)));
  return hash.digest("hex");
}

/** A file's bytes for a key, or a marker for a missing one: creating it later changes the key. */
export function fileBytes(file: string): string | Buffer {
  return existsSync(file) ? readFileSync(file) : "missing";
}
