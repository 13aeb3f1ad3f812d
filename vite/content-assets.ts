import path from "node:path";
import type { Plugin } from "vite";
import { publishedContentAssets } from "../app/lib/content/assets.server.ts";
import { contentDirectory } from "../app/lib/content/posts.server.ts";

/** The types that are not `image/` and the extension. */
const CONTENT_TYPES: Record<string, string> = { ".svg": "image/svg+xml", ".jpg": "image/jpeg" };

/**
 * Publishes the images articles use under the hashed names the Markdown renderer links to (with
 * each diagram's dark twin and each screenshot's AVIF and WebP widths). In development they are
 * served from the content folder as they are now (the page's data reloads on a change: content-dev.ts).
 */
export function contentAssets(): Plugin {
  const directory = contentDirectory();
  return {
    name: "content-assets",
    async generateBundle() {
      if (this.environment.name !== "client") return;
      // One at a time: sharp already spreads an encode over the cores.
      for (const asset of publishedContentAssets(directory)) {
        this.emitFile({ type: "asset", fileName: asset.fileName, source: await asset.bytes() });
      }
    },
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
