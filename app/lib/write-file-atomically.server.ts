import { renameSync, writeFileSync } from "node:fs";
import { threadId } from "node:worker_threads";

/**
 * Writes a build-cache file aside and renames it into place, so a parallel build, another worker
 * thread of this one, or an interrupted build never reads half a file.
 */
export function writeFileAtomically(file: string, data: string | Uint8Array): void {
  const partial = `${file}.${process.pid}-${threadId}.tmp`;
  writeFileSync(partial, data);
  renameSync(partial, file);
}
