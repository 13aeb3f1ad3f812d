// @ts-check
/**
 * The mutation run over the core (`npm run test:mutation`; not part of `npm test`): the content
 * layer, the Markdown pipeline's own plugins, SEO and feeds, the tag filter and its state, the CSP
 * and the cache keys. docs/testing.md says what it scores, what it takes here, and which survivors
 * are accepted and why. Incremental: a rerun tries only the mutants whose code or tests changed.
 *
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: "vitest",
  plugins: ["@stryker-mutator/vitest-runner"],
  vitest: { configFile: "vitest.stryker.config.ts", related: false },
  coverageAnalysis: "perTest",
  // Mutants in module-level code (constants, tables built at import) run every test each: here
  // they were 602 of 1995 and 96 % of the time (an estimated 8 h). They are left out of the run
  // and the score; docs/testing.md says which facts they hold and which tests guard those.
  ignoreStatic: true,
  mutate: [
    "app/lib/content/**/*.ts",
    "app/lib/markdown/**/*.ts",
    // A colour table, not the pipeline: checked by its own contrast tests, not by behaviour.
    "!app/lib/markdown/diagram-palette.ts",
    "app/lib/seo.ts",
    "app/lib/feeds.server.ts",
    "app/lib/feed-items.ts",
    // Which tags get a feed, and a tag feed's path (moved out of feed-routes.ts into these files).
    "app/lib/tag-pages.ts:10-12",
    "app/lib/urls/paths.ts:66-68",
    "app/lib/tag-filter.ts",
    "app/lib/tag-filter-state.tsx",
    "exporter/hosts/hosting.ts",
    "app/document/server/csp.server.ts",
    // With the content pipeline's hash (contentPipelineHash).
    "exporter/cache.ts",
    // The pages' keys (what a page's key is made of) and which pages a build renders.
    "exporter/page-keys.ts",
    "!**/__tests__/**",
  ],
  incremental: true,
  incrementalFile: "reports/stryker-incremental.json",
  concurrency: 1,
  timeoutMS: 10_000,
  reporters: ["clear-text", "progress", "html", "json"],
  htmlReporter: { fileName: "reports/mutation/index.html" },
  jsonReporter: { fileName: "reports/mutation/mutation.json" },
  thresholds: { high: 90, low: 85, break: 85 },
  tempDirName: ".stryker-tmp",
  ignorePatterns: [
    "build",
    "reports",
    "test-results",
    "playwright-report",
    "bench-results",
    "screenshots",
    ".react-router",
  ],
};
