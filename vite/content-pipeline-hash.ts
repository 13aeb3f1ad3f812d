import { createHash } from "node:crypto";
import { readFileSync, readdirSync } from "node:fs";

/**
 * The compiled-article cache is valid only for the compiler that filled it: this hash of the
 * content pipeline's source and the locked dependency versions is part of every cache key. The
 * server bundle gets it as a define (vite.config.ts); the build's worker threads, which run the
 * source itself, are handed it when they start.
 */
export function contentPipelineHash(): string {
  const hash = createHash("sha256").update(readFileSync("package-lock.json"));
  for (const folder of ["app/lib/markdown", "app/lib/content"]) {
    const files = readdirSync(folder, { recursive: true, encoding: "utf8" })
      .filter((file) => /\.tsx?$/.test(file) && !file.includes("__tests__"))
      .sort();
    for (const file of files) hash.update(file).update(readFileSync(`${folder}/${file}`));
  }
  return hash.digest("hex").slice(0, 16);
}
