import { existsSync } from "node:fs";
import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./e2e/chromium";
import { NGINX_PATH } from "./e2e/nginx-server-path";

const PORT = Number(process.env.E2E_PORT ?? 4317);
const NGINX_PORT = Number(process.env.E2E_NGINX_PORT ?? PORT + 10);
const BASE_PATH = process.env.BASE_PATH ?? "/";
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const url = (port: number) => `http://localhost:${port}${BASE_PATH}`;

// .ci/run installs nginx; on a machine without it the nginx checks are skipped, and said so.
const withNginx = existsSync(NGINX_PATH);
if (!withNginx) console.warn(`nginx not found at ${NGINX_PATH}: the checks against it are skipped.`);

/** End-to-end tests run against the production build, served the way a static host serves it. */
export default defineConfig({
  testDir: "e2e",
  // The several-pages blog has its own build (npm run test:e2e:scale); the other specs use the real one.
  // The dev server's test starts its own server (playwright.dev.config.ts).
  testIgnore:
    process.env.E2E_SUITE === "scale" ? ["dev-server.spec.ts"] : ["scale.spec.ts", "dev-server.spec.ts"],
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  use: {
    browserName: "chromium",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: "retain-on-failure",
  },
  projects: [
    { name: "local", use: { baseURL: url(PORT) } },
    // The self-hosting config, served by the real nginx: routes, Not found and headers.
    ...(withNginx
      ? [
          {
            name: "nginx",
            use: { baseURL: url(NGINX_PORT) },
            testMatch: ["routes.spec.ts", "security.spec.ts"],
            // What nginx itself decides: the pages it serves, Not found with 404, the headers.
            // Each article's content is the same file whichever server sends it (checked locally).
            grep: /blog list answers|profile answers|Not found page|pages are served with the security headers|the host's headers/,
          },
        ]
      : []),
  ],
  webServer: [
    {
      command: "tsx scripts/serve.ts",
      env: { PORT: String(PORT), BASE_PATH, BUILD_DIR },
      url: url(PORT),
      reuseExistingServer: false,
      stdout: "ignore",
    },
    ...(withNginx
      ? [
          {
            command: "tsx e2e/nginx-server.ts",
            env: { PORT: String(NGINX_PORT), BASE_PATH, BUILD_DIR },
            url: url(NGINX_PORT),
            reuseExistingServer: false,
            stdout: "ignore" as const,
          },
        ]
      : []),
  ],
});
