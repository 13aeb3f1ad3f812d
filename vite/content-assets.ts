import path from "node:path";
import type { Plugin } from "vite";
import { publishedContentAssets } from "../app/lib/content/assets.server.ts";
import { contentDirectory } from "../app/lib/content/posts.server.ts";

/** The types that are not `image/` and the extension. */
const CONTENT_TYPES: Record<string, string> = { ".svg": "image/svg+xml", ".jpg": "image/jpeg" };

/**
 * Serves the images articles use under the hashed names the Markdown renderer links to, from the
 * content folder as it is now (the page's data reloads on a change: content-dev.ts). The build
 * publishes the same files (exporter/passes/content-assets.ts).
 */
export function contentAssets(): Plugin {
  const directory = contentDirectory();
  return {
    name: "content-assets",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const url = request.url?.split("?")[0] ?? "";
        const base = server.config.base;
        if (!url.startsWith(`${base}assets/content/`)) return next();
        const match = publishedContentAssets(directory).find((asset) => `${base}${asset.fileName}` === url);
        if (!match) return next();
        const extension = path.extname(match.fileName);
        response.setHeader("Content-Type", CONTENT_TYPES[extension] ?? `image/${extension.slice(1)}`);
        match.bytes().then(
          (bytes) => response.end(bytes),
          (error: unknown) => next(error),
        );
      });
    },
  };
}
