import { defineConfig } from "@playwright/test";
import { CHROMIUM_PATH, CHROMIUM_TEST_ARGS } from "./e2e/chromium";

/**
 * The writing loop, `npm run dev`, end to end: e2e/dev-server.spec.ts starts its own dev server
 * on a fresh copy of the site (no static server here), so it runs apart from the build's tests:
 * `npx playwright test --config playwright.dev.config.ts`.
 */
export default defineConfig({
  testDir: "e2e",
  testMatch: ["dev-server.spec.ts"],
  workers: 1,
  timeout: 15_000,
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"]],
  use: {
    browserName: "chromium",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_TEST_ARGS },
    trace: "retain-on-failure",
  },
});
