import { rmSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Plugin } from "vite";
import { HYDRATION_DATA_PATH, isHydrationDataName } from "../app/document/server/hydration-data.server.ts";

/** Where `npm run dev` keeps the pages' hydration data (the build writes it into its assets). */
export const DEV_HYDRATION_DATA_DIR = path.resolve("node_modules/.cache/devblog/hydration-data");

/**
 * `npm run dev` serves the pages' hydration data at the address the built site has it
 * (app/document/server/hydration-data.server.ts), so a page hydrates the same way in both.
 */
export function hydrationDataDev(): Plugin {
  return {
    name: "hydration-data-dev",
    apply: "serve",
    configureServer(server) {
      // Named by content, so what an earlier session wrote is never needed again.
      rmSync(DEV_HYDRATION_DATA_DIR, { recursive: true, force: true });
      server.middlewares.use((request, response, next) => {
        const url = request.url?.split("?")[0] ?? "";
        const prefix = `${server.config.base}${HYDRATION_DATA_PATH}`;
        const name = url.startsWith(prefix) ? url.slice(prefix.length) : "";
        if (!isHydrationDataName(name)) return next();
        readFile(path.join(DEV_HYDRATION_DATA_DIR, name)).then(
          (bytes) => {
            response.setHeader("Content-Type", "text/plain; charset=utf-8");
            response.end(bytes);
          },
          () => next(),
        );
      });
    },
  };
}
