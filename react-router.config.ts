import type { Config } from "@react-router/dev/config";
import { normalizeBase } from "./app/lib/urls/base-path";
import { buildDirectory, readBuildPlan } from "./app/lib/content/build-plan.server";

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
  // One page of each route, which React Router must render itself when Vite builds; the build
  // renders the rest in process (exporter/pipeline.ts).
  prerender: building ? () => readBuildPlan().paths : false,
  future: {
    // The dependency optimizer scans every route module at startup, so a newcomer's first page
    // does not meet `504 (Outdated Optimize Dep)` and a reload.
    unstable_optimizeDeps: true,
  },
} satisfies Config;
