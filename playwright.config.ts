import { existsSync } from "node:fs";
import { defineConfig, type PlaywrightTestConfig } from "@playwright/test";
import { CHROMIUM_BROWSER_PATH, CHROMIUM_PATH, CHROMIUM_TEST_ARGS } from "./tools/chromium";
import { NGINX_PATH } from "./e2e/nginx-server-path";

/**
 * Browser tests run against production builds, served the way a static host serves them: by our
 * static server (tools/serve.ts) and by the real nginx with the generated config.
 *
 * `npm run test:e2e` tests the site in build/ and the dev server (`npm run dev` on a fresh copy).
 * `npm test` builds two more sites first and tests all of them in one run (E2E_ALL_SITES=1), so
 * they share the two workers and one start-up:
 * - the site under a base path (build/base-path): only what a base path changes in behaviour:
 *   in-app navigation, the search index's address, the servers' Not found. Every URL, asset, feed,
 *   card and redirect of every page is checked as files by the output tests, run over that build;
 * - a blog that spans several list pages (build/scale: the real articles and generated older ones).
 */
const ALL_SITES = process.env.E2E_ALL_SITES === "1";
// The dev server's spec alone (`npm run test:e2e:dev`, and a step of `npm test` that runs beside
// the output checks, since it needs no build): no static server is started.
const DEV_SERVER_ONLY = process.env.E2E_DEV_SERVER_ONLY === "1";
const PORT = Number(process.env.E2E_PORT ?? 4317);

// .ci/run installs nginx; on a machine without it the nginx checks are skipped, and said so.
const withNginx = existsSync(NGINX_PATH);
if (!withNginx) console.warn(`nginx not found at ${NGINX_PATH}: the checks against it are skipped.`);

interface Site {
  name: string;
  buildDir: string;
  basePath: string;
  port: number;
  /** The specs (and tests, by title) run against it with our static server. */
  testMatch: string[];
  testIgnore?: string[];
  grep?: RegExp;
  /** The tests, by title, run against it with nginx too (what nginx itself decides). */
  nginxGrep?: RegExp;
}

const NOT_FOUND = /Not found page/;
const NGINX_SPECS = ["served.spec.ts", "security.spec.ts"];

const sites: Site[] = [
  {
    name: "local",
    buildDir: "build",
    basePath: "/",
    port: PORT,
    testMatch: ["*.spec.ts"],
    testIgnore: ["scale.spec.ts", "image-zoom.spec.ts", "dev-server.spec.ts"],
    // What nginx decides, over HTTP: which file answers, its status, the headers. What a page
    // does in a browser is the same whichever server sent the file (checked locally).
    nginxGrep:
      /answers at|answer the Not found page|pages are served with the security headers|the host.s headers/,
  },
  ...(ALL_SITES
    ? [
        {
          name: "base path",
          buildDir: "build/base-path",
          basePath: "/devblog/",
          port: PORT + 20,
          testMatch: ["base-path.spec.ts", "site-search.spec.ts", "routes.spec.ts"],
          grep: /under its base path|in-app navigation|from the base path|Not found page/,
          nginxGrep: NOT_FOUND,
        },
        {
          name: "61 articles",
          buildDir: "build/scale",
          basePath: "/",
          port: PORT + 40,
          // And a screenshot opened full size: the real articles have none yet.
          testMatch: ["scale.spec.ts", "image-zoom.spec.ts"],
        },
      ]
    : []),
];

const url = (port: number, basePath: string) => `http://localhost:${port}${basePath}`;
const nginxPort = (site: Site) => site.port + 10;

// Tests of a page before the visitor shows intent run in the full browser: the headless shell
// hovers (0, 0) as each page loads, which the page rightly takes for a pointer over it.
const BEFORE_INTENT = /@before-intent/;

// `npm run dev` as a newcomer meets it: the spec starts its own dev server on a fresh copy.
const devServer = { name: "dev server", testMatch: ["dev-server.spec.ts"] };

const siteProjects: PlaywrightTestConfig["projects"] = [
  ...sites.flatMap((site) => [
    {
      name: site.name,
      testMatch: site.testMatch,
      testIgnore: site.testIgnore,
      grep: site.grep,
      grepInvert: BEFORE_INTENT,
      use: { baseURL: url(site.port, site.basePath) },
    },
    ...(site.name === "local"
      ? [
          {
            name: "local (full browser)",
            testMatch: ["hydration.spec.ts"],
            grep: BEFORE_INTENT,
            use: {
              baseURL: url(site.port, site.basePath),
              launchOptions: { executablePath: CHROMIUM_BROWSER_PATH, args: CHROMIUM_TEST_ARGS },
            },
          },
        ]
      : []),
    ...(withNginx && site.nginxGrep
      ? [
          {
            name: site.name === "local" ? "nginx" : `nginx (${site.name})`,
            testMatch: NGINX_SPECS,
            grep: site.nginxGrep,
            use: { baseURL: url(nginxPort(site), site.basePath) },
          },
        ]
      : []),
  ]),
];

// `npm test` runs the dev server's spec as a step of its own (E2E_DEV_SERVER_ONLY), before this run.
const projects = DEV_SERVER_ONLY ? [devServer] : [...(ALL_SITES ? [] : [devServer]), ...siteProjects];

/** Our static server for each site, and nginx for the sites whose nginx checks run. */
const servers = sites.flatMap((site) => {
  const env = { PORT: String(site.port), BASE_PATH: site.basePath, BUILD_DIR: site.buildDir };
  return [
    { command: "tsx tools/serve.ts", env, url: url(site.port, site.basePath) },
    ...(withNginx && site.nginxGrep
      ? [
          {
            command: "tsx e2e/nginx-server.ts",
            env: { ...env, PORT: String(nginxPort(site)) },
            url: url(nginxPort(site), site.basePath),
          },
        ]
      : []),
  ];
});

// All started at once by one process (e2e/serve-sites.ts), which says when every one answers.
const webServer: PlaywrightTestConfig["webServer"] = DEV_SERVER_ONLY
  ? []
  : [
      {
        command: "tsx e2e/serve-sites.ts",
        env: { E2E_SERVERS: JSON.stringify(servers) },
        wait: { stdout: /all sites ready/ },
        reuseExistingServer: false,
        stdout: "ignore",
      },
    ];

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  // No test waits long: a step that takes more than 15 s here is a bug, not a slow machine.
  timeout: 15_000,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  use: {
    browserName: "chromium",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_TEST_ARGS },
    // Off: recording a trace costs a quarter of the run here. To debug a failure: `--trace on`.
    trace: "off",
    screenshot: "only-on-failure",
  },
  projects,
  webServer,
});
