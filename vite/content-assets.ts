import { readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { contentAssetFileName, listContentAssets } from "../app/lib/content/assets.server";
import { contentDirectory } from "../app/lib/content/posts.server";

/**
 * Publishes the images articles use under the hashed names the Markdown renderer links to (a
 * content change in development is vite/content-dev.ts's job).
 */
export function contentAssets(): Plugin {
  const directory = contentDirectory();
  return {
    name: "content-assets",
    generateBundle() {
      if (this.environment.name !== "client") return;
      for (const file of listContentAssets(directory)) {
        this.emitFile({ type: "asset", fileName: contentAssetFileName(file), source: readFileSync(file) });
      }
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const url = request.url?.split("?")[0] ?? "";
        const base = server.config.base;
        if (!url.startsWith(`${base}assets/content/`)) return next();
        const match = listContentAssets(directory).find(
          (file) => `${base}${contentAssetFileName(file)}` === url,
        );
        if (!match) return next();
        const type =
          path.extname(match) === ".svg" ? "image/svg+xml" : `image/${path.extname(match).slice(1)}`;
        response.setHeader("Content-Type", type);
        response.end(readFileSync(match));
      });
    },
  };
}
