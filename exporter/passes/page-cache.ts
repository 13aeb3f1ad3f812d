import { existsSync, mkdirSync, readdirSync } from "node:fs";
import { copyFile, mkdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { HYDRATION_DATA_PATH, hydrationDataPrefix } from "../../app/document/server/hydration-data.server";
import { contentDirectory, type ContentIndex, type PostSource } from "../../app/lib/content/posts.server";
import { writeFileAtomically } from "../../app/lib/write-file-atomically.server";
import { FEED_ROUTES, tagFeedRoute } from "../../app/lib/urls/paths";
import { feedPosts } from "../../app/lib/feed-items";
import { tagsWithPosts } from "../../app/lib/tag-pages";
import { renderedFiles } from "../../app/lib/urls/site-paths";
import { sha256 } from "../../app/lib/content/hash.server";
import { cacheKey, filesIn } from "../cache";
import { inParallel } from "../in-parallel";

/**
 * Finished pages kept between builds, so a rebuild renders only the pages whose inputs changed:
 * after one article's body is edited at 1,000 articles, the build renders that article and the
 * feeds that hold it, not 1,200 pages (and their data) again.
 *
 * A path's key holds every input of what is rendered for it (a page's HTML and data, a resource
 * route's file):
 * - the code that renders and finishes it: every file of `app/` and `exporter/`, the configs, the
 *   lock file (the client build's asset names follow from these), and Node's and ICU's versions;
 * - the site's facts: every article's front matter and what is derived from it (route, reading
 *   time…), everything but the body, and the tag vocabulary; list pages, tag pages and an
 *   article's neighbours, series and related articles show nothing else;
 * - the compile keys of the bodies it shows: an article page its own, a feed its items';
 * - the path, the base path, and the year (the footer's copyright).
 * So an edit to an article's body renders that article and the feeds that hold it again; an edit
 * to a title renders every page, since any list or neighbour may show it (conservative, never
 * stale). The Not found page, which becomes `404.html`, is rendered every build.
 */

function pageCacheDirectory(): string {
  return path.resolve(process.env.PAGE_CACHE_DIR ?? "node_modules/.cache/devblog/pages");
}

/**
 * The source a page is rendered and finished by, besides node_modules (the lock file and its
 * patches): the app, the build, the Vite plugins the build loads (the server's stylesheets), and the
 * public files the client bundle copies. The bundle cache's key too (../bundle-cache.ts).
 */
export const PAGE_CODE = [
  "app",
  "exporter",
  "vite",
  "public",
  "patches",
  "package.json",
  "react-router.config.ts",
  "vite.config.ts",
  "tsconfig.json",
];

/** The hash of every file of PAGE_CODE, the lock file and the Node that renders. */
export function pageCodeKey(
  root = process.cwd(),
  runtime: { node: string; icu?: string } = process.versions,
): string {
  return cacheKey(
    "pages",
    {
      files: PAGE_CODE.flatMap((entry) => filesIn(path.join(root, entry)))
        .map((file) => path.relative(root, file))
        .sort(),
      // Dates are formatted with Intl: a Node other than the locked one (README) may format them
      // with other ICU data.
      values: [runtime.node, runtime.icu],
    },
    root,
  );
}

/** Everything about the articles a page other than an article's own can show. */
function siteFacts({ posts, tags }: Pick<ContentIndex<PostSource>, "posts" | "tags">): string {
  return sha256(...posts.map(({ body, ...facts }) => JSON.stringify(facts)), JSON.stringify(tags));
}

/** The articles whose body each path shows: an article page its own, a feed its items'. */
function bodiesShown(content: ContentIndex<PostSource>): Map<string, readonly PostSource[]> {
  const shown = new Map<string, readonly PostSource[]>(content.posts.map((post) => [post.route, [post]]));
  for (const feed of Object.values(FEED_ROUTES)) shown.set(feed, feedPosts(content.posts));
  for (const tag of tagsWithPosts(content.posts)) shown.set(tagFeedRoute(tag), feedPosts(content.posts, tag));
  return shown;
}

/** The key of each cacheable path: every one but the Not found page, rendered every build. */
export function pageKeys(
  content: ContentIndex<PostSource>,
  paths: readonly string[],
  {
    basename,
    notFoundPath,
    bodyKey,
  }: { basename: string; notFoundPath: string; bodyKey: (post: PostSource) => string },
): Map<string, string> {
  const shared = {
    code: pageCodeKey(),
    facts: siteFacts(content),
    basename,
    year: new Date().getFullYear(),
  };
  const shown = bodiesShown(content);
  const keys = new Map<string, string>();
  for (const pagePath of paths) {
    if (pagePath === notFoundPath) continue;
    // The compile keys of the articles whose body the page or feed shows.
    const bodies = (shown.get(pagePath) ?? []).map(bodyKey);
    keys.set(pagePath, sha256(JSON.stringify({ ...shared, path: pagePath, bodies })));
  }
  return keys;
}

/**
 * Where a page's entries live: one folder per site (content folder and base path) and path,
 * holding the latest key's entry, so the test suite's three sites do not take turns.
 */
function pageFolder(basename: string, pagePath: string): string {
  const name = sha256(contentDirectory(), basename, pagePath);
  return path.join(pageCacheDirectory(), name.slice(0, 2), name.slice(2, 24));
}

/** An entry: the page's files, named by their index in `files.json`, which lists their paths. */
const FILE_LIST = "files.json";

export interface PagePlan {
  /** What is rendered this build. */
  render: string[];
  /** Pages taken from the cache: path → entry folder. */
  restore: Map<string, string>;
  /** Pages rendered this build that are kept for the next: path → key. */
  store: Map<string, string>;
  basename: string;
}

/** Splits the site's paths into those to render and those to take from the cache. */
export function planPages(
  paths: readonly string[],
  keys: ReadonlyMap<string, string>,
  basename: string,
): PagePlan {
  const plan: PagePlan = { render: [], restore: new Map(), store: new Map(), basename };
  for (const pagePath of paths) {
    const key = keys.get(pagePath);
    if (key === undefined) {
      plan.render.push(pagePath);
      continue;
    }
    const entry = path.join(pageFolder(basename, pagePath), key);
    // The file list is written last: an entry without it was cut short.
    if (existsSync(path.join(entry, FILE_LIST))) {
      plan.restore.set(pagePath, entry);
    } else {
      plan.render.push(pagePath);
      plan.store.set(pagePath, key);
    }
  }
  return plan;
}

/**
 * Each page's hydration data file (app/document/server/hydration-data.server.ts), relative to the site,
 * by the page's path: its name starts with the path's prefix, so one listing of the folder finds
 * every page's without reading the pages.
 */
function hydrationDataFiles(clientDirectory: string): (pagePath: string) => string | undefined {
  const folder = path.join(clientDirectory, HYDRATION_DATA_PATH);
  const names = existsSync(folder) ? readdirSync(folder) : [];
  const byPrefix = new Map(names.map((name) => [name.slice(0, name.indexOf("-") + 1), name]));
  return (pagePath) => {
    const name = byPrefix.get(hydrationDataPrefix(pagePath));
    return name === undefined ? undefined : `${HYDRATION_DATA_PATH}${name}`;
  };
}

/**
 * Keeps what this build rendered of the cacheable paths, with each page's hydration data, in the
 * page cache. It only reads the published folder, so it runs beside the search index.
 */
export async function storePages(clientDirectory: string, plan: PagePlan): Promise<number> {
  const dataOf = hydrationDataFiles(clientDirectory);
  const store = async ([pagePath, key]: [string, string]) => {
    const rendered = renderedFiles(pagePath).filter((file) => existsSync(path.join(clientDirectory, file)));
    const data = dataOf(pagePath);
    const files = data ? [...rendered, data] : rendered;
    if (files.length === 0) throw new Error(`Nothing was rendered for ${pagePath}`);
    const folder = pageFolder(plan.basename, pagePath);
    // The entries of this path's earlier keys are stale for good: only the latest is kept.
    await rm(folder, { recursive: true, force: true });
    const entry = path.join(folder, key);
    await mkdir(entry, { recursive: true });
    await Promise.all(
      files.map((file, index) => copyFile(path.join(clientDirectory, file), path.join(entry, String(index)))),
    );
    writeFileAtomically(path.join(entry, FILE_LIST), JSON.stringify(files));
  };
  await inParallel([...plan.store], store);
  return plan.store.size;
}

/** Copies the files of the paths the page cache holds unchanged into the published folder. */
export async function restorePages(clientDirectory: string, plan: PagePlan): Promise<number> {
  const folders = new Set<string>();
  const restore = async (entry: string) => {
    const files = JSON.parse(await readFile(path.join(entry, FILE_LIST), "utf8")) as string[];
    for (const folder of files.map((file) => path.dirname(path.join(clientDirectory, file)))) {
      if (folders.has(folder)) continue;
      folders.add(folder);
      mkdirSync(folder, { recursive: true });
    }
    await Promise.all(
      files.map((file, index) => copyFile(path.join(entry, String(index)), path.join(clientDirectory, file))),
    );
  };
  await inParallel([...plan.restore.values()], restore);
  return plan.restore.size;
}
