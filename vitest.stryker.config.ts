import { configDefaults, defineConfig, mergeConfig } from "vitest/config";
import base from "./vitest.config";

/**
 * The unit layer alone, for the mutation run (`npm run test:mutation`, stryker.config.mjs): the
 * output layer needs a build, and the test that measures the process's own memory means nothing
 * beside a mutant's instrumentation. The intent gate's tests run its serialised text, which holds
 * `filterStatusMessage` (app/lib/tag-filter.ts): Stryker's instrumented copy of it refers to
 * Stryker's own globals, which that text does not have (app/document/boot is outside the mutated scope;
 * tag-filter.test.ts checks the message). Stryker's Vitest runner takes one config and no project name.
 */
const unit = base.test?.projects?.[0];
if (typeof unit !== "object" || !("test" in unit) || unit.test?.name !== "unit")
  throw new Error("vitest.config.ts: the first project is no longer the unit layer");

export default mergeConfig(
  defineConfig({ resolve: base.resolve, test: { ...base.test, projects: undefined } }),
  defineConfig({
    test: {
      include: unit.test.include,
      exclude: [
        ...configDefaults.exclude,
        ...(unit.test.exclude ?? []),
        "exporter/__tests__/social-card.test.ts",
        "app/document/boot/__tests__/intent-gate.test.ts",
      ],
      setupFiles: unit.test.setupFiles,
    },
  }),
);
