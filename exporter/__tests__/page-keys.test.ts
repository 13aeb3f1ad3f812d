import { appendFileSync, cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import type { ContentIndex, PostSource } from "../../app/lib/content/posts.server";
import { PAGE_CODE, pageCodeKey, pageKeys, planPages } from "../page-keys";

function post(date: string, overrides: Partial<PostSource> = {}): PostSource {
  return {
    title: `Article of ${date}`,
    date,
    tags: ["java"],
    summary: "A summary.",
    excerpt: "An excerpt.",
    file: `content/posts/${date}-article.md`,
    absolutePath: `/site/content/posts/${date}-article.md`,
    route: `/post_${date}`,
    isoDate: `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6)}`,
    body: `The body of ${date}.`,
    bodyLine: 6,
    readingMinutes: 1,
    ...overrides,
  } as PostSource;
}

const content = (posts: PostSource[]): ContentIndex<PostSource> => ({ posts, tags: ["java", "kotlin"] });
const PATHS = [
  "/",
  "/blog",
  "/post_20250102",
  "/post_20250101",
  "/tags/java",
  "/rss.xml",
  "/atom.xml",
  "/feed.json",
  "/tags/java/rss.xml",
  "/sitemap.xml",
];
const options = {
  basename: "/",
  notFoundPath: "/404/not-found",
  bodyKey: (p: PostSource) => `compiled:${p.body}`,
};
const keysOf = (posts: PostSource[], changed: Partial<typeof options> = {}) =>
  pageKeys(content(posts), [...PATHS, "/404/not-found"], { ...options, ...changed });

describe("a page's key", () => {
  const posts = [post("20250102"), post("20250101")];
  // Computed in each test: keys computed while the file loads would never see a mutant of the
  // mutation run (npm run test:mutation), which switches mutants on only while tests run.

  it("changes only for the article and the feeds when an article's body changes", () => {
    const before = keysOf(posts);
    const after = keysOf([post("20250102", { body: "Edited." }), post("20250101")]);
    const changed = PATHS.filter((pagePath) => after.get(pagePath) !== before.get(pagePath));
    expect(changed).toEqual(["/post_20250102", "/rss.xml", "/atom.xml", "/feed.json", "/tags/java/rss.xml"]);
  });

  it("changes for every page when any article's title, tags or reading time changes", () => {
    const before = keysOf(posts);
    for (const change of [{ title: "New" }, { tags: ["kotlin"] }, { readingMinutes: 2 }]) {
      const after = keysOf([post("20250102"), post("20250101", change)]);
      expect(PATHS.filter((pagePath) => after.get(pagePath) === before.get(pagePath))).toEqual([]);
    }
  });

  it("changes with the base path and the year, and the Not found page has none", () => {
    const before = keysOf(posts);
    const rebased = keysOf(posts, { basename: "/devblog" });
    expect(PATHS.filter((pagePath) => rebased.get(pagePath) === before.get(pagePath))).toEqual([]);
    vi.setSystemTime(new Date("2031-06-01T00:00:00Z"));
    const nextYear = keysOf(posts);
    vi.useRealTimers();
    expect(PATHS.filter((pagePath) => nextYear.get(pagePath) === before.get(pagePath))).toEqual([]);
    expect(before.has("/404/not-found")).toBe(false);
  });
});

describe("the code part of a page's key", () => {
  const root = mkdtempSync(path.join(tmpdir(), "page-code-"));
  for (const entry of [...PAGE_CODE, "package-lock.json"])
    cpSync(entry, path.join(root, entry), { recursive: true });

  it("misses when a route, a stylesheet, the server entry or its page finishing, a pass, a Vite plugin, a public file, a config, the lock file or a patch of a dependency changes, or a file is added", () => {
    const inputs = [
      "app/routes/article.tsx",
      "app/styles/frame.css",
      "app/entry.server.tsx",
      "app/document/server/finish-page.server.ts",
      "exporter/passes/redirect-pages.ts",
      "vite/content-assets.ts",
      "public/favicon.svg",
      "react-router.config.ts",
      "vite.config.ts",
      "tsconfig.json",
      "package-lock.json",
      "package.json",
      "patches/react-router+8.4.0.patch",
    ];
    for (const file of inputs) {
      const key = pageCodeKey(root);
      const original = readFileSync(path.join(root, file));
      appendFileSync(path.join(root, file), "\n");
      expect(pageCodeKey(root), file).not.toBe(key);
      writeFileSync(path.join(root, file), original);
    }
    const key = pageCodeKey(root);
    writeFileSync(path.join(root, "app/components/new-component.tsx"), "export {};\n");
    expect(pageCodeKey(root)).not.toBe(key);
  });

  it("misses on another Node or other ICU data (dates are formatted with Intl)", () => {
    const key = pageCodeKey(root);
    expect(pageCodeKey(root, { ...process.versions, node: "24.0.0" })).not.toBe(key);
    expect(pageCodeKey(root, { ...process.versions, icu: "0.0" })).not.toBe(key);
  });

  it("ignores the tests", () => {
    const key = pageCodeKey(root);
    appendFileSync(path.join(root, "exporter/__tests__/page-keys.test.ts"), "\n");
    expect(pageCodeKey(root)).toBe(key);
  });
});

describe("the pages a build renders", () => {
  const keys = new Map([
    ["/post_20250101", "k1"],
    ["/rss.xml", "k2"],
  ]);
  const paths = ["/post_20250101", "/rss.xml", "/404"];

  it("are every page when there is no previous build to take from, and the Not found page always", () => {
    expect(planPages(paths, keys, {})).toEqual({ render: paths, take: [] });
    expect(planPages(paths, keys, Object.fromEntries(keys))).toEqual({
      render: ["/404"],
      take: ["/post_20250101", "/rss.xml"],
    });
  });

  it("are the pages whose key is not the one the previous build rendered them with", () => {
    const previous = { "/post_20250101": "k0", "/rss.xml": "k2", "/gone": "k9" };
    expect(planPages(paths, keys, previous)).toEqual({
      render: ["/post_20250101", "/404"],
      take: ["/rss.xml"],
    });
  });
});
