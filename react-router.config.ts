import type { Config } from "@react-router/dev/config";
import { normalizeBase } from "./app/lib/urls/base-path";
import { buildDirectory } from "./app/lib/content/build-plan.server";

// `npm run build` (exporter/build.ts) runs with NODE_ENV=production; `npm run dev` does not.
const building = process.env.NODE_ENV === "production";

export default {
  // The site is static: every page prerendered, no server. While writing, `npm run dev` renders
  // each request instead, so a page reflects the files as they are now.
  ssr: !building,
  buildDirectory: buildDirectory(),
  // With its trailing slash, as Vite's base: React Router prerenders through Vite's preview
  // server, which exits silently when the basename does not begin with Vite's base.
  basename: normalizeBase(process.env.BASE_PATH),
  // Prerendered, but not by React Router: the build renders every page in process from the server
  // bundle (exporter/passes/prerender-in-process.ts), without the preview server React Router would
  // start for its own prerender. An empty list keeps React Router's prerendered, static build (not
  // SPA mode); it renders only its SPA fallback, which the build deletes.
  prerender: building ? () => [] : false,
  future: {
    // The dependency optimizer scans every route module at startup, so a newcomer's first page
    // does not meet `504 (Outdated Optimize Dep)` and a reload.
    unstable_optimizeDeps: true,
  },
} satisfies Config;
