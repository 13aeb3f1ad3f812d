import { configDefaults, defineConfig } from "vitest/config";

/**
 * Two layers, run apart by `npm test`: `unit` is pure logic and components (no build needed);
 * `output` reads the built site as files (`tests/output/`, after `npm run build`).
 */
const MEASURES_THE_PROCESS = ["exporter/__tests__/social-card.test.ts"];

export default defineConfig({
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  test: {
    environment: "node",
    restoreMocks: true,
    // One module graph per worker thread instead of a fresh one per file: unit 45 s → 23 s and
    // output 17 s → 5 s here (the built pages are parsed once, not once per test file). Tests
    // restore their mocks and stubs (`restoreMocks`, `afterEach`), so sharing the graph is safe.
    pool: "threads",
    isolate: false,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: [
            "app/**/*.test.{ts,tsx}",
            "exporter/**/*.test.ts",
            "vite/**/*.test.ts",
            "tools/**/*.test.ts",
            "packages/**/*.test.ts",
            "tests/unit/**/*.test.ts",
          ],
          exclude: [...configDefaults.exclude, ...MEASURES_THE_PROCESS],
          setupFiles: ["./tests/setup.ts"],
        },
      },
      {
        extends: true,
        // Tests that measure the process itself (its memory) run alone in a process of their own:
        // beside other files' threads they would measure those too.
        test: { name: "unit-alone", include: [...MEASURES_THE_PROCESS], pool: "forks", isolate: true },
      },
      {
        extends: true,
        // Reading every built page is a few hundred milliseconds on a quiet machine; the limit
        // leaves room for a busy one.
        test: { name: "output", include: ["tests/output/**/*.test.ts"], testTimeout: 15_000 },
      },
    ],
  },
});
