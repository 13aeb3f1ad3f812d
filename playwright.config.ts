import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./e2e/chromium";

const PORT = Number(process.env.E2E_PORT ?? 4317);
const BASE_PATH = process.env.BASE_PATH ?? "/";

/** End-to-end tests run against the production build, served the way a static host serves it. */
export default defineConfig({
  testDir: "e2e",
  // The several-pages blog has its own build (npm run test:e2e:scale); the other specs use the real one.
  testIgnore: process.env.E2E_SUITE === "scale" ? [] : ["scale.spec.ts"],
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://localhost:${PORT}${BASE_PATH}`,
    browserName: "chromium",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: "retain-on-failure",
  },
  webServer: {
    command: "tsx scripts/serve.ts",
    env: { PORT: String(PORT), BASE_PATH, BUILD_DIR: process.env.BUILD_DIR ?? "build" },
    url: `http://localhost:${PORT}${BASE_PATH}`,
    reuseExistingServer: false,
    stdout: "ignore",
  },
});
