import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { parseHTML } from "linkedom";
import { READY_FOR_THE_FIRST_PAGE } from "../vite/dev-warmup";
import { startFreshDevServer, type DevServer } from "../tests/harness/fresh-dev-server";
import { expect, test } from "./fixtures";
import { pageAnatomy } from "./page-anatomy";
import { renderedHtml } from "./rendered-html";
import { site } from "../app/site.config";

/**
 * `npm run dev` as the owner meets it on a fresh clone: a copy of the site with an empty Vite
 * cache, the dev server started once, then the writing loop: open, edit, add, break, fix.
 * Run by itself with `npm run test:e2e:dev`; `npm test` runs it beside the built sites' tests.
 * Its tests share one browser context (e2e/fixtures.ts), and so the app's hundred-odd modules,
 * which the dev server serves one by one, are fetched and compiled once, not once per test.
 */

const ARTICLE = "20250823-azure-postgresql-backup-with-wal-g.md";
const ARTICLE_ROUTE = "/post_20250823";
const ARTICLE_TITLE = "Azure PostgreSQL backup with WAL-G";

let server: DevServer;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startFreshDevServer();
});

// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures from the pattern
test.afterAll(async ({}, testInfo) => {
  // What the server printed, for a failure's diagnosis.
  if (server) writeFileSync(testInfo.outputPath("dev-server.log"), server.output());
  await server?.stop();
});

test.use({ baseURL: "http://localhost/" });

const url = (route: string) => new URL(route.slice(1), server.url).href;
const postFile = (name: string) => path.join(server.postsDirectory, name);

/** Writes a post file for the length of one test. */
function withFile(name: string, text: string): { restore: () => void } {
  const file = postFile(name);
  let before: string | undefined;
  try {
    before = readFileSync(file, "utf8");
  } catch {
    before = undefined;
  }
  writeFileSync(file, text);
  return {
    restore: () => (before === undefined ? rmSync(file, { force: true }) : writeFileSync(file, before)),
  };
}

function post({ date, title, tags = "[blog]", extra = "" }: Record<string, string>): string {
  return `---\ntitle: "${title}"\ndate: "${date}"\nsummary: "A post written during the test."\nexcerpt: "Written by the dev-server test."\ntags: ${tags}\n${extra}---\n\nThe body of ${title}.\n`;
}

/**
 * Marks the page's window, so a later check can tell that the page was not reloaded. (Not the
 * <html> element: when the root error boundary takes over, React renders the document again.)
 */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { testMark: true }));
}

async function stillTheSameDocument(page: Page): Promise<void> {
  expect(await page.evaluate(() => "testMark" in window), "the page was not reloaded").toBe(true);
}

/**
 * What the browser logs, as expected, when the open page becomes an error page: its data request
 * answers with the error's status, and React's development build warns that the document's
 * scripts (theme boot, JSON-LD) are rendered again on the client when the root error boundary
 * takes over the document. The built site logs neither.
 */
function allowErrorPageProblems(problems: string[], status: number): void {
  const expected = [
    new RegExp(`status of ${status}`),
    /Encountered a script tag while rendering React component/,
  ];
  const kept = problems.filter((problem) => !expected.some((pattern) => pattern.test(problem)));
  problems.splice(0, problems.length, ...kept);
}

const heading = (page: Page, name: string | RegExp) => page.getByRole("heading", { level: 1, name });

/**
 * A page as the dev server renders it, without a browser. Pages the browser tests here do not open
 * (each visit to the dev server loads the app's modules one by one, seconds on this machine) are
 * checked this way.
 */
const rendered = (request: APIRequestContext, route: string) => renderedHtml(request, url(route));

test("the first page a newcomer opens renders, with no outdated dependency and no reload", async ({
  page,
}) => {
  // The first page compiles the app's modules (and Tailwind's CSS) on first use: seconds on a
  // quiet machine, a minute on a busy 2-core one. Every later test has the default 15 s.
  test.setTimeout(90_000);
  const failed: string[] = [];
  page.on("response", (response) => {
    if (response.status() >= 500) failed.push(`${response.status()} ${response.url()}`);
  });
  let documents = 0;
  page.on("domcontentloaded", () => (documents += 1));
  // The server loaded what a first page needs before it answered at all (vite/dev-warmup.ts).
  expect(server.output()).toContain(READY_FOR_THE_FIRST_PAGE);
  await page.goto(url(ARTICLE_ROUTE));
  await expect(heading(page, ARTICLE_TITLE)).toBeVisible();
  expect(failed).toEqual([]);
  expect(documents).toBe(1);
  // Styled from its first paint: React Router puts the page's critical CSS, the article's
  // stylesheet, in the page (vite/critical-css-inline-dev.ts; the server skips its own copy of
  // it: vite/server-stylesheets.ts), and links none.
  const { document } = parseHTML(await (await page.request.get(url(ARTICLE_ROUTE))).text());
  const css = document.querySelector("style[data-react-router-critical-css]")?.textContent ?? "";
  expect(document.querySelector("link[data-react-router-critical-css]")).toBeNull();
  expect(css).toContain("tailwindcss");
  expect(css).toContain(".prose-article");
  expect(server.output()).not.toContain("reloading");
  // It printed nothing a newcomer must read past: no warning, no deprecation.
  expect(server.output()).not.toMatch(/warn|deprecat|\(!\)/i);
  // Started once: `npm run dev` gives Node the development condition itself, so React Router's
  // CLI does not relaunch itself to add it (0.5 s of every start).
  expect(server.output()).not.toContain("[restart]");
});

test("the lists and an article render, and the app navigates between them", async ({ page, request }) => {
  // The list's route modules are the browser's first of this route: 4 s here when quiet, and more
  // than 15 s beside npm test's scale build and output tests on a busy 2-core machine.
  test.setTimeout(30_000);
  const home = await rendered(request, "/");
  expect(home.status).toBe(200);
  expect(home.links).toContain(ARTICLE_TITLE);
  await page.goto(url("/blog"));
  await expect(page.getByRole("link", { name: ARTICLE_TITLE })).toBeVisible();
  // Client-side navigation loads the article's data from the dev server.
  await page.getByRole("link", { name: ARTICLE_TITLE }).click();
  await expect(heading(page, ARTICLE_TITLE)).toBeVisible();
});

test("the profile, the tag index, a tag's page and a draft render", async ({ request }) => {
  expect(await rendered(request, "/profile")).toMatchObject({ status: 200, heading: site.author });
  const tags = await rendered(request, "/tags");
  expect(tags.status).toBe(200);
  expect(tags.links).toContainEqual(expect.stringMatching(/wal-g/));
  const tag = await rendered(request, "/tags/wal-g");
  expect(tag.status).toBe(200);
  expect(tag.links).toContain(ARTICLE_TITLE);
  const draft = withFile(
    "29990101-draft.md",
    post({ date: "29990101", title: "A draft", extra: "draft: true\n" }),
  );
  try {
    expect(await rendered(request, "/post_29990101")).toMatchObject({ status: 200, heading: "A draft" });
  } finally {
    draft.restore();
  }
});

test("the feeds, the sitemap and the tag index answer", async ({ request }) => {
  const rss = await request.get(url("/rss.xml"));
  expect(await rss.text()).toContain(ARTICLE_TITLE);
  const tagFeed = await request.get(url("/tags/wal-g/rss.xml"));
  expect(await tagFeed.text()).toContain(ARTICLE_TITLE);
  const tagIndex = await request.get(url("/tags/wal-g/posts.json"));
  expect(await tagIndex.json()).toContainEqual(expect.objectContaining({ title: ARTICLE_TITLE }));
  const atom = await request.get(url("/atom.xml"));
  expect(atom.headers()["content-type"]).toContain("atom");
  const json = await request.get(url("/feed.json"));
  expect((await json.json()) as unknown).toHaveProperty("items");
  const sitemap = await request.get(url("/sitemap.xml"));
  expect(await sitemap.text()).toContain(ARTICLE_ROUTE);
});

test("unknown paths and unknown dates show Not found with status 404", async ({ request }) => {
  for (const route of ["/no-such-page", "/post_29991231"]) {
    expect(await rendered(request, route), route).toMatchObject({ status: 404, heading: "Page not found" });
  }
});

/** One page of each kind, and the file the build publishes for it. */
const PAGE_KINDS = {
  "/blog": "blog/index.html",
  "/profile": "profile/index.html",
  [ARTICLE_ROUTE]: "post_20250823/index.html",
  "/tags": "tags/index.html",
  "/tags/azure": "tags/azure/index.html",
  "/no-such-page": "404.html",
};

/** A class name as CSS writes it in a selector (Tailwind's `sm:w-10/12` is `.sm\:w-10\/12`). */
const classSelector = (name: string) =>
  `.${name.replace(/^\d/, (digit) => `\\3${digit} `).replace(/[^\w-\\ ]/g, (character) => `\\${character}`)}`;

test("every kind of page is the page the build publishes: policy, CSS, main content, scripts before intent", () => {
  const client = path.resolve("build/client");
  expect(existsSync(client), "this test compares npm run dev with the build: npm run build first").toBe(true);
  return Promise.all(
    Object.entries(PAGE_KINDS).map(async ([route, file]) => {
      const dev = pageAnatomy(await (await fetch(url(route))).text());
      const built = pageAnatomy(readFileSync(path.join(client, file), "utf8"));
      // The same policy, but for what Vite's own client needs: its WebSocket (and a nonce for
      // the styles it injects, which the anatomy leaves out with the hashes).
      const devConnect = dev.directives["connect-src"]?.sources ?? [];
      expect(
        devConnect.filter((source) => !source.startsWith("ws://")),
        route,
      ).toEqual(built.directives["connect-src"]?.sources);
      expect({ ...dev.directives, "connect-src": undefined }, route).toEqual({
        ...built.directives,
        "connect-src": undefined,
        // Each page's CSS by hash: one stylesheet in dev (React Router's critical CSS), one per
        // route module in the build.
        "style-src": { sources: ["'self'"], hashes: dev.styles.length },
      });
      expect(built.directives["style-src"]?.hashes, route).toBe(built.styles.length);
      // The same CSS, inline: every class the page uses that the build styles, dev styles too.
      // Neither waits for a stylesheet: dev has React Router's critical CSS inline as well
      // (vite/critical-css-inline-dev.ts).
      expect(built.blockingStylesheets, route).toEqual([]);
      expect(dev.blockingStylesheets, route).toEqual([]);
      // Each inline style is CSS, not the module Vite answers a stylesheet's URL with otherwise.
      expect(
        dev.styles.filter((style) => style.includes("__vite__")),
        route,
      ).toEqual([]);
      const css = { dev: dev.styles.join(""), built: built.styles.join("") };
      const styled = built.classes.filter((name) => css.built.includes(classSelector(name)));
      expect(styled.length, route).toBeGreaterThan(10);
      expect(
        styled.filter((name) => !css.dev.includes(classSelector(name))),
        route,
      ).toEqual([]);
      expect(dev.main, route).toBe(built.main);
      // Before intent dev loads one module more, its own: Vite's client and the writing loop
      // (app/lib/content-reload-before-app.ts), which are not the app.
      expect(dev.beforeIntent, route).toEqual({
        ...built.beforeIntent,
        loaded: built.beforeIntent.loaded + 1,
      });
      expect(built.beforeIntent.loaded, route).toBe(0);
    }),
  );
});

test("an edit saved to the open article shows in place, without a reload", async ({ page }) => {
  await page.goto(url(ARTICLE_ROUTE));
  await expect(heading(page, ARTICLE_TITLE)).toBeVisible();
  await markDocument(page);
  const original = readFileSync(postFile(ARTICLE), "utf8");
  const edit = withFile(ARTICLE, original.replace(`title: "${ARTICLE_TITLE}"`, 'title: "Edited while open"'));
  try {
    // How fast is a benchmark (npm run bench:dev: 0.2 s here); the test waits for the state.
    await expect(heading(page, "Edited while open")).toBeVisible();
    await stillTheSameDocument(page);
  } finally {
    edit.restore();
  }
  await expect(heading(page, ARTICLE_TITLE)).toBeVisible();
});

test("a new post appears on the list and at its route, and a deleted one goes, without a restart", async ({
  page,
  pageProblems,
}) => {
  await page.goto(url("/blog"));
  await markDocument(page);
  const added = withFile("29990202-new.md", post({ date: "29990202", title: "Written just now" }));
  try {
    await expect(page.getByRole("link", { name: "Written just now" })).toBeVisible();
    await stillTheSameDocument(page);
    await page.getByRole("link", { name: "Written just now" }).click();
    await expect(heading(page, "Written just now")).toBeVisible();
  } finally {
    added.restore();
  }
  // The open article, deleted, becomes Not found; the list no longer shows it.
  await expect(heading(page, "Page not found")).toBeVisible();
  allowErrorPageProblems(pageProblems, 404);
  await page.goto(url("/blog"));
  await expect(page.getByRole("link", { name: ARTICLE_TITLE })).toBeVisible();
  await expect(page.getByRole("link", { name: "Written just now" })).toHaveCount(0);
});

test("a broken article shows its file, line and problem while other pages work, and recovers once fixed", async ({
  page,
  context,
  pageProblems,
}) => {
  await page.goto(url(ARTICLE_ROUTE));
  await markDocument(page);
  const original = readFileSync(postFile(ARTICLE), "utf8");
  const tagsLine = original.split("\n").findIndex((line) => line.startsWith("tags: ")) + 1;
  const broken = withFile(
    ARTICLE,
    original.replace("tags: [azure, postgresql, wal-g]", "tags: [azure, nonsense]"),
  );
  try {
    await expect(heading(page, "The content has an error")).toBeVisible();
    await expect(page.getByText(`content/posts/${ARTICLE}:${tagsLine}`)).toContainText("nonsense");
    const other = await context.newPage();
    await other.goto(url("/blog"));
    await expect(other.getByRole("link", { name: "Start of the journey" })).toBeVisible();
    await other.close();
  } finally {
    broken.restore();
  }
  await expect(heading(page, ARTICLE_TITLE)).toBeVisible();
  await stillTheSameDocument(page);
  allowErrorPageProblems(pageProblems, 500);
});

test("a page nobody has touched shows a saved edit, and a broken article's own page names its problem until it is fixed", async ({
  page,
  pageProblems,
}) => {
  // Three reloads, each rendered by the dev server from the files as they are.
  test.setTimeout(60_000);
  // A save is heard once Vite's client, which starts with each document, has connected.
  const connected = () =>
    page.waitForEvent("console", (message) => message.text().includes("[vite] connected"));
  const original = readFileSync(postFile(ARTICLE), "utf8");
  const tagsLine = original.split("\n").findIndex((line) => line.startsWith("tags: ")) + 1;
  const broken = withFile(
    ARTICLE,
    original.replace("tags: [azure, postgresql, wal-g]", "tags: [azure, nonsense]"),
  );
  let reloaded = connected();
  try {
    // Opened broken: the document itself is the content error, with file, line and problem.
    // Loaded without the fixture's pointer move, so the app does not start (e2e/fixtures.ts).
    await page.goto(url(ARTICLE_ROUTE), { waitUntil: "domcontentloaded" });
    await expect(heading(page, "The content has an error")).toBeVisible();
    await expect(page.getByText(`content/posts/${ARTICLE}:${tagsLine}`)).toContainText("nonsense");
    await reloaded;
    reloaded = connected();
  } finally {
    broken.restore();
  }
  // Fixed in the editor, with no pointer, key or focus on the page: it shows the article (a
  // reload renders the article afresh: seconds on a busy 2-core machine).
  await expect(heading(page, ARTICLE_TITLE)).toBeVisible({ timeout: 15_000 });
  await reloaded;
  reloaded = connected();
  const edit = withFile(ARTICLE, original.replace(`title: "${ARTICLE_TITLE}"`, 'title: "Edited untouched"'));
  try {
    await expect(heading(page, "Edited untouched")).toBeVisible({ timeout: 15_000 });
    await reloaded;
  } finally {
    edit.restore();
  }
  await expect(heading(page, ARTICLE_TITLE)).toBeVisible({ timeout: 15_000 });
  expect(await page.evaluate(() => "hydrated" in document.documentElement.dataset), "the app never ran").toBe(
    false,
  );
  allowErrorPageProblems(pageProblems, 500);
});
