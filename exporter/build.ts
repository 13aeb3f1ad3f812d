// `npm run build`: the static export (exporter/pipeline.ts).
import v8 from "node:v8";

// Before anything loads React: its packages pick their production or development build by
// NODE_ENV when first loaded, and react-router.config.ts reads it to tell the build from
// `npm run dev`, as `react-router build` sets it.
process.env.NODE_ENV = "production";

// V8 lets the heap grow to up to four times what survived its last full collection before it
// collects again. Prerendering makes garbage on every page while the content index stays alive,
// so at 10,000 articles the build reached 2 GB over a live heap of 410 MB (`node --trace-gc`).
// Growing by half instead costs a few more full collections (about 75 ms each at that size). The
// flag is read at every collection, and applies to the worker threads started after it too. Drop
// it if `SIZES=10000 npm run bench:build` shows the same peak without it.
v8.setFlagsFromString("--heap-growing-percent=50");

const { ContentError } = await import("../app/lib/content/content-error");
const { outputFolder } = await import("./output-folder");
const { buildInputs, previousBuild, stampBuild } = await import("./up-to-date");

const output = outputFolder();
const inputs = buildInputs(output);
const previous = previousBuild(output, inputs);
try {
  if (previous.upToDate) {
    console.log(`Nothing changed since the last build: ${output.buildDirectory}/ is up to date.`);
  } else {
    // Loaded only when there is something to build.
    const { buildSite } = await import("./pipeline");
    stampBuild(output, inputs, await buildSite(output, previous));
  }
} catch (error) {
  // A content problem is the owner's to fix: its message lists every file and line; the stack
  // would only say where the build noticed.
  console.error(error instanceof ContentError ? `\n${error.message}` : error);
  process.exitCode = 1;
}
// React Router's prerender (of its SPA fallback) opens Vite's preview server, whose React Router
// plugin watches the project (chokidar) and is never closed; `react-router build` ends with
// process.exit as well.
process.exit();
