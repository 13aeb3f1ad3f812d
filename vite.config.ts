import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { normalizeBase } from "./app/lib/urls/base-path.ts";
import { contentAssets } from "./vite/content-assets.ts";
import { contentDev } from "./vite/content-dev.ts";
import { DEV_HYDRATION_DATA_DIR, hydrationDataDev } from "./vite/hydration-data-dev.ts";
import { HYDRATION_DATA_PATH } from "./app/document/server/hydration-data.server.ts";
import { buildDirectory } from "./app/lib/content/build-plan.server.ts";
import { markdownTwinsInDev } from "./vite/markdown-twins-dev.ts";
import { devWarmup } from "./vite/dev-warmup.ts";
import { serverModulesStayOnServer } from "./vite/server-only-modules.ts";
import { criticalCssInline } from "./vite/critical-css-inline-dev.ts";
import { serverSkipsStylesheets } from "./vite/server-stylesheets.ts";

// The config's own imports, and theirs, name their files' extensions: Vite's native config loader,
// planned to become its default, resolves no other way, and Vite warns about each one at every start.

/** React and the router change with upgrades, not with our code: one chunk, cached across deploys. */
const FRAMEWORK =
  /\/node_modules\/(react|react-dom|react-router|scheduler|turbo-stream|cookie|set-cookie-parser)\//;

export default defineConfig(({ command, isPreview }) => ({
  base: normalizeBase(process.env.BASE_PATH),
  // React Router prerenders (its SPA fallback) through Vite's preview server, where its plugin starts a
  // child compiler with the dev server's file watcher: it crawled the project (every earlier
  // build in build/ included) while the pages rendered, 9 % of a 300-article build's CPU.
  // Nothing is watched in a preview. (`npm run dev` warms its modules up in dev-warmup.ts.)
  ...(isPreview ? { server: { watch: null } } : {}),
  // Vite's table of gzip sizes after each bundle took 2.2 s of a 1,000-article build (it gzips the
  // content assets too); `npm run bench:size` measures what the pages cost.
  build: { reportCompressedSize: false },
  define: {
    // Where the server entry writes each page's hydration data (app/document/server/hydration-data.server.ts).
    __HYDRATION_DATA_DIR__: JSON.stringify(
      command === "serve"
        ? DEV_HYDRATION_DATA_DIR
        : path.resolve(buildDirectory(), "client", HYDRATION_DATA_PATH),
    ),
  },
  plugins: [
    serverModulesStayOnServer(),
    serverSkipsStylesheets(),
    criticalCssInline(),
    tailwindcss(),
    reactRouter(),
    contentAssets(),
    contentDev(),
    hydrationDataDev(),
    markdownTwinsInDev(),
    devWarmup(),
  ],
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  environments: {
    // Minified like the client's: the browser code the pages carry inline (the theme's boot script,
    // the intent gate) is serialised from the server bundle's functions (app/document/boot).
    ssr: { build: { minify: true } },
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: "framework", test: FRAMEWORK, priority: 20 },
                // Our modules that two or more routes share, as one chunk instead of one each: a
                // page loads 9 files when the visitor shows intent instead of 23, and hydrates
                // 60–100 ms sooner (measured on /blog, /profile and an article in the headless
                // shell, median of 6). What one route alone uses (the tag search, the search
                // dialog) still loads with that route or on first use. Scripts only: a page kind's
                // stylesheet that two routes import (list.css) must not ride in the chunk every
                // page loads.
                { name: "app", test: /\/app\/.+\.tsx?$/, minShareCount: 2, priority: 10 },
              ],
            },
          },
        },
      },
    },
  },
}));
