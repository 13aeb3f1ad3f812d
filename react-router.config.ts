import type { Config } from "@react-router/dev/config";
import { normalizeBase } from "./app/lib/urls/base-path";
import { buildDirectory as buildDirectoryOf } from "./exporter/build-directory";
import { movePreviousBuildAside } from "./exporter/previous-build";

/** `react-router build` (and the tests' builds) run with NODE_ENV=production; `npm run dev` does not. */
const building = process.env.NODE_ENV === "production";

const buildDirectory = buildDirectoryOf();

/**
 * The static export (exporter/pipeline.ts), loaded when a build first needs it: `npm run dev`
 * renders each request and has no use for its forty modules, which React Router's config loader
 * transformed at every start (0.4 s of it at 1,000 articles).
 */
const exporter = () => import("./exporter/pipeline");

// Only for `react-router build` itself, not for another command that reads this config with
// NODE_ENV=production set (typegen beside a running build, say): the previous build is moved
// aside before Vite writes anything, and the build's first stage starts as soon as the config is
// read. A failure to load the pipeline is reported by `prerender()`, which loads the same module.
if (building && process.argv.includes("build")) {
  movePreviousBuildAside(buildDirectory);
  exporter().then(
    (pipeline) => pipeline.startBuild(),
    () => undefined,
  );
}

export default {
  // The site is static: every page prerendered, no server. While writing, `npm run dev` renders
  // each request instead, so a page reflects the files as they are now: a new post is served at
  // once, an unknown address or date is Not found (the route's loader says so, as it does when
  // prerendering), and no list of paths has to be kept in step with the content folder.
  ssr: !building,
  buildDirectory,
  // With its trailing slash, as Vite's base: React Router 8 prerenders through Vite's preview
  // server, which exits (silently, its log level is "silent") when the basename does not begin
  // with Vite's base. The router strips a trailing slash from the basename itself.
  basename: normalizeBase(process.env.BASE_PATH),
  async prerender({ getStaticPaths }) {
    if (!building) return [];
    // The build's first stage (exporter/pipeline.ts): every article compiled, cards started, and
    // the pages the page cache holds unchanged left out. React Router lists the routes without
    // parameters; the content adds the rest.
    return (await exporter()).pathsToPrerender(getStaticPaths());
  },
  future: {
    // The dependency optimizer scans the client entry and every route module at startup, so a
    // newcomer's first page does not meet `504 (Outdated Optimize Dep)` and a reload.
    unstable_optimizeDeps: true,
  },
  async buildEnd(args) {
    await (await exporter()).finishBuild(args);
  },
} satisfies Config;
