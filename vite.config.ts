import { createHash } from "node:crypto";
import { readFileSync, readdirSync } from "node:fs";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { normalizeBase } from "./app/lib/paths";
import { contentAssets } from "./vite/content-assets";

/** React and the router change with upgrades, not with our code: one chunk, cached across deploys. */
const FRAMEWORK =
  /\/node_modules\/(react|react-dom|react-router|scheduler|turbo-stream|cookie|set-cookie-parser)\//;

/**
 * The compiled-article cache is valid only for the compiler that filled it: this hash of the
 * content pipeline's source and the locked dependency versions is part of every cache key.
 */
function contentPipelineHash(): string {
  const hash = createHash("sha256").update(readFileSync("package-lock.json"));
  for (const folder of ["app/lib/markdown", "app/lib/content"]) {
    const files = readdirSync(folder, { recursive: true, encoding: "utf8" })
      .filter((file) => /\.tsx?$/.test(file) && !file.includes("__tests__"))
      .sort();
    for (const file of files) hash.update(file).update(readFileSync(`${folder}/${file}`));
  }
  return hash.digest("hex").slice(0, 16);
}

export default defineConfig({
  base: normalizeBase(process.env.BASE_PATH),
  define: { __CONTENT_PIPELINE_HASH__: JSON.stringify(contentPipelineHash()) },
  plugins: [tailwindcss(), reactRouter(), contentAssets()],
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  environments: {
    client: {
      build: {
        rollupOptions: {
          output: { manualChunks: (id) => (FRAMEWORK.test(id) ? "framework" : undefined) },
        },
      },
    },
  },
});
