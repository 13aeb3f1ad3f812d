import { readdir } from "node:fs/promises";
import path from "node:path";
import type { ContentIndex } from "../app/lib/content/posts.server";
import { EXAMPLE_SITE_URL, site } from "../app/site.config";
import { buildContext, type OutputFolder } from "./context";
import routeTable from "../app/routes";
import { normalizeBase } from "../app/lib/urls/base-path";
import { hoistBasePath } from "./passes/base-path";
import { compileArticles } from "./passes/compile-articles";
import { writeHostConfigs } from "./hosts/host-configs";
import type { Redirect } from "./passes/redirect-pages";
import { writeMarkdownTwins } from "./passes/markdown-twins";
import { NOT_FOUND_PATH } from "../app/lib/urls/paths";
import { publishNotFoundPage } from "./passes/not-found-page";
import { pageKeys, planPages, storeAndRestorePages } from "./passes/page-cache";
import { removeUnreferencedStylesheets, tidyPrerenderedFiles } from "./passes/pages";
import { writeSearchIndex } from "./passes/search-index";
import { publishSocialCards, startSocialCards } from "./passes/social-cards";
import { onePathPerRoute, sitePaths } from "../app/lib/urls/site-paths";
import { closeBuildPool } from "./workers/build-pool";

/**
 * The static export, read top to bottom. `react-router build` runs it in three stages:
 *
 * 1. content → compile → plan (`pathsToPrerender`, from `prerender()` in react-router.config.ts):
 *    read and validate every article, compile each one into the cache on the worker threads (a
 *    bad article stops the build with every problem listed), start rendering the social cards on
 *    the same threads, and leave out of the prerender list the pages the page cache holds
 *    unchanged (passes/page-cache.ts).
 * 2. prerender: React Router renders the pages in the list; the article loaders read the compiled
 *    cache.
 * 3. finish (`finishBuild`, React Router's `buildEnd`): the passes in `FINISH`, in order.
 *
 * The passes share one BuildContext (exporter/context.ts) instead of module-level state.
 */
const context = buildContext();

/** Stage 1: every article compiled, the cards started. Runs once however often it is asked. */
async function compileContent(): Promise<ContentIndex> {
  const content = await compileArticles(context);
  // Rendered on the worker threads while the main thread prerenders the pages.
  void startSocialCards(context, content.posts);
  return content;
}

/**
 * Starts stage 1 as soon as the config is read, beside Vite's client build, instead of when
 * React Router first asks for the prerender list: after one edit at 1,000 articles the worker
 * thread loads the compiler (3 s) meanwhile.
 */
export function startBuild(): void {
  // A failure is reported to `prerender()`, which awaits the same work.
  compileContent().catch(() => undefined);
}

/**
 * Stage 1, for `prerender()`: the site's paths (app/lib/urls/site-paths.ts: the routes without
 * parameters, `staticPaths` from React Router, and what the content adds) less the pages the page
 * cache holds as they are. React Router asks for the list more than once a build; it is planned once.
 */
export async function pathsToPrerender(staticPaths: readonly string[]): Promise<string[]> {
  const content = await compileContent();
  context.pages ??= (() => {
    const paths = sitePaths(content, staticPaths);
    const basename = normalizeBase(process.env.BASE_PATH);
    const keys = pageKeys(content, paths, {
      basename,
      notFoundPath: NOT_FOUND_PATH,
      bodyKey: (post) => context.compileKeys?.get(post.route) ?? "",
    });
    return planPages(paths, keys, { basename, mustRender: onePathPerRoute(routeTable, paths) });
  })();
  return context.pages.render;
}

interface FinishState {
  /** The published folder's files, relative to it. */
  files: string[];
  /** React Router's redirect pages, as rules for the hosts that have them. */
  redirects: Redirect[];
}

interface FinishPass {
  /** What the pass does, for the build log and for whoever reads this list. */
  name: string;
  run: (output: OutputFolder, state: FinishState) => Promise<unknown>;
}

/** Stage 3, in order. Each pass's reason is in its own file. */
const FINISH: FinishPass[] = [
  { name: "hoist pages out of the base-path folder", run: hoistBasePath },
  { name: "publish the Not found page as 404.html", run: publishNotFoundPage },
  {
    name: "redirect pages made valid, resource routes' data twins removed",
    run: async (output, state) => {
      Object.assign(state, await tidyPrerenderedFiles(output));
    },
  },
  {
    name: "page cache: keep the pages rendered, put back the unchanged ones",
    run: async (output, state) => {
      if (context.pages === undefined) return;
      const { stored, restored } = await storeAndRestorePages(output.clientDirectory, context.pages);
      console.log(`Pages: ${stored} rendered, ${restored} from the page cache`);
      state.files = await readdir(output.clientDirectory, { recursive: true });
    },
  },
  {
    name: "remove unreferenced stylesheets",
    run: (output, state) => removeUnreferencedStylesheets(output.clientDirectory, state.files),
  },
  {
    name: "social cards rendered, then the worker threads closed",
    run: async () => {
      // The index compiled before prerendering: reading every article again would cost a third
      // copy of the content at 10,000 articles.
      await startSocialCards(context, (await compileArticles(context)).posts);
      // Before Pagefind starts: the threads' memory is not needed beside the index's.
      await closeBuildPool(context);
    },
  },
  {
    // Pagefind is a process of its own, so the cards are copied meanwhile.
    name: "search index (Pagefind), and the social cards copied beside it",
    run: async (output) => {
      const { posts } = await compileArticles(context);
      const [, cards] = await Promise.all([
        writeSearchIndex(
          output.clientDirectory,
          posts.map((post) => post.route),
          site.language,
        ),
        publishSocialCards(context, output.clientDirectory, posts),
      ]);
      console.log(
        `Social cards: ${cards.rendered} rendered in ${Math.round(cards.renderMs)} ms, ${cards.cached} from the cache`,
      );
    },
  },
  {
    name: "Markdown twins of the articles, from the compile cache",
    run: async (output) => writeMarkdownTwins(context, await compileArticles(context), output),
  },
  {
    name: "host configs (_headers, _redirects, staticwebapp.config.json, nginx.conf)",
    run: (output, state) => writeHostConfigs(output, state.redirects),
  },
];

interface BuildEndArgs {
  reactRouterConfig: { buildDirectory: string; basename: string };
}

/** Stage 3: React Router's `buildEnd`. */
export async function finishBuild({ reactRouterConfig }: BuildEndArgs): Promise<void> {
  const output: OutputFolder = {
    buildDirectory: reactRouterConfig.buildDirectory,
    clientDirectory: path.join(reactRouterConfig.buildDirectory, "client"),
    basename: reactRouterConfig.basename,
  };
  const state: FinishState = { files: [], redirects: [] };
  try {
    for (const pass of FINISH) {
      const started = performance.now();
      await pass.run(output, state);
      if (process.env.BUILD_TIMINGS)
        console.log(`  ${pass.name}: ${Math.round(performance.now() - started)} ms`);
    }
  } finally {
    // A failed pass must not leave the worker threads keeping the process alive.
    await closeBuildPool(context);
    await context.previousOutput;
  }
  warnAboutExampleUrl();
}

function warnAboutExampleUrl(): void {
  if (site.url !== EXAMPLE_SITE_URL) return;
  console.warn(
    `\n⚠ site.url is still the example ${EXAMPLE_SITE_URL}: canonical URLs, the feed and the sitemap ` +
      "point there. Set your own in app/site.config.ts before you publish.\n",
  );
}
