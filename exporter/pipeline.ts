import { EXAMPLE_SITE_URL, site } from "../app/site.config";
import routeTable from "../app/routes";
import { removeBuildPlan, writeBuildPlan } from "../app/lib/content/build-plan.server";
import { NOT_FOUND_PATH } from "../app/lib/urls/paths";
import { sitePaths, staticPaths } from "../app/lib/urls/site-paths";
import { compileArticles, type CompiledContent } from "./passes/compile-articles";
import { writeHostConfigs } from "./hosts/host-configs";
import type { Redirect } from "./passes/redirect-pages";
import { writeMarkdownTwins } from "./passes/markdown-twins";
import { publishNotFoundPage } from "./passes/not-found-page";
import { pageKeys, planPages, restorePages, storePages, type PagePlan } from "./passes/page-cache";
import { removeUnreferencedStylesheets, tidyPrerenderedFiles } from "./passes/pages";
import { writeSearchIndex } from "./passes/search-index";
import { publishSocialCards, renderSocialCards, type RenderedCards } from "./passes/social-cards";
import type { OutputFolder } from "./output-folder";
import { movePreviousBuildAside } from "./previous-build";
import { bundleKey, hasBundles, keepBundles, restoreBundles } from "./bundle-cache";
import { publishContentAssets } from "./passes/content-assets";
import { prerenderInProcess } from "./passes/prerender-in-process";

/**
 * The static export (`npm run build`), read top to bottom: three stages in sequence, each handing
 * the next a plain value or file.
 *
 * 1. plan: read and validate every article, compile each one into the cache on the worker threads
 *    (a bad article stops the build here, with every problem listed, before Vite starts), and list
 *    the pages to prerender, less those the page cache holds unchanged (passes/page-cache.ts).
 *    The build plan (app/lib/content/build-plan.server.ts) is written for the prerender; the
 *    social cards start rendering on the worker threads.
 * 2. prerender: Vite and React Router build the app's bundles, or, when the code has not changed
 *    since they were kept (bundle-cache.ts), the kept ones are copied in; the planned pages are
 *    rendered by React Router's request handler in this process (passes/prerender-in-process.ts),
 *    each through app/entry.server.tsx. They read the content from the plan and the articles'
 *    bodies from the compile cache by its keys.
 * 3. finish: the passes in `FINISH`, in order, on the folder React Router wrote.
 */
export async function buildSite(output: OutputFolder): Promise<void> {
  // Before Vite writes anything into the folder.
  const previousBuild = movePreviousBuildAside(output.buildDirectory);
  let planned: Planned | undefined;
  try {
    planned = await plan(output);
    stageDone("plan");
    await prerender(output, planned);
    stageDone("prerender");
    await finish(output, planned);
    stageDone("finish");
  } finally {
    // A failed stage must not leave the worker threads keeping the process alive.
    await planned?.compiled.pool.close();
    removeBuildPlan();
    await previousBuild;
  }
  warnAboutExampleUrl();
}

/** What the plan hands the finish (and, as a file, the prerender). */
interface Planned {
  compiled: CompiledContent;
  pages: PagePlan;
  /** Rendered on the worker threads while the main thread prerenders the pages. */
  cards: Promise<RenderedCards>;
  /** The bundles' key, and whether the bundle cache holds them. */
  bundles: { key: string; kept: boolean };
}

/** Stage 1. */
async function plan(output: OutputFolder): Promise<Planned> {
  const compiled = await compileArticles();
  const { content, compileKeys } = compiled;
  const key = bundleKey(output);
  const bundles = { key, kept: hasBundles(output, key) };
  const paths = sitePaths(content, staticPaths(routeTable));
  const keys = pageKeys(content, paths, {
    basename: output.basename,
    notFoundPath: NOT_FOUND_PATH,
    bodyKey: (post) => compileKeys.get(post.route) ?? "",
  });
  const pages = planPages(paths, keys, output.basename);
  writeBuildPlan({
    content: { ...content, posts: content.posts.map(({ body, bodyLine, ...post }) => post) },
    compileKeys: Object.fromEntries(compileKeys),
  });
  const cards = renderSocialCards(compiled.pool, content.posts);
  // Awaited in the finish; until then a failure must not end the process unreported.
  cards.catch(() => undefined);
  return { compiled, pages, cards, bundles };
}

/**
 * Stage 2: the bundles, built by Vite's app builder as `react-router build` does (React Router's
 * plugin drives it), or copied from the bundle cache when the code has not changed; then the
 * planned pages rendered from them in this process.
 */
async function prerender(output: OutputFolder, { pages, bundles }: Planned): Promise<void> {
  if (bundles.kept) {
    restoreBundles(output);
  } else {
    // Loaded only here: a build with the bundles kept never starts Vite.
    const { createBuilder } = await import("vite");
    const builder = await createBuilder({
      root: process.cwd(),
      mode: "production",
      plugins: [keepBundles(output, bundles.key)],
    });
    await builder.buildApp();
  }
  stageDone("bundles");
  console.log(`Bundles: ${bundles.kept ? "kept ones (the code is unchanged): no Vite" : "built by Vite"}`);
  await prerenderInProcess(pages.render, output);
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
  run: (output: OutputFolder, state: FinishState, planned: Planned) => Promise<unknown>;
}

/** Stage 3, in order. Each pass's reason is in its own file. */
const FINISH: FinishPass[] = [
  { name: "publish the Not found page as 404.html", run: publishNotFoundPage },
  {
    name: "page cache: the unchanged pages put back",
    run: async (output, _state, { pages }) => {
      const restored = await restorePages(output.clientDirectory, pages);
      console.log(`Pages: ${pages.store.size} rendered, ${restored} from the page cache`);
    },
  },
  {
    // After the page cache: a redirect page it put back is a redirect the hosts must answer too.
    name: "redirect pages made valid",
    run: async (output, state) => {
      Object.assign(state, await tidyPrerenderedFiles(output));
    },
  },
  {
    name: "remove unreferenced stylesheets",
    run: (output, state) => removeUnreferencedStylesheets(output.clientDirectory, state.files),
  },
  {
    name: "social cards rendered, then the worker threads closed",
    run: async (_output, _state, { cards, compiled }) => {
      await cards;
      // Before Pagefind starts: the threads' memory is not needed beside the index's.
      await compiled.pool.close();
    },
  },
  {
    // Pagefind is a process of its own, on another core: what only reads the pages or writes
    // other files is done meanwhile.
    name: "search index (Pagefind); meanwhile the cards and the articles' images published, the rendered pages kept in the page cache, the Markdown twins written",
    run: async (output, _state, { cards, compiled, pages }) => {
      const [, stats] = await Promise.all([
        writeSearchIndex(
          output.clientDirectory,
          compiled.content.posts.map((post) => post.route),
          site.language,
        ),
        publishSocialCards(cards, output.clientDirectory),
        publishContentAssets(output.clientDirectory),
        storePages(output.clientDirectory, pages),
        writeMarkdownTwins(compiled, output),
      ]);
      console.log(
        `Social cards: ${stats.rendered} rendered in ${Math.round(stats.renderMs)} ms, ${stats.cached} from the cache`,
      );
    },
  },
  {
    name: "host configs (_headers, _redirects, staticwebapp.config.json, nginx.conf)",
    run: (output, state) => writeHostConfigs(output, state.redirects),
  },
];

/** Stage 3. */
async function finish(output: OutputFolder, planned: Planned): Promise<void> {
  const state: FinishState = { files: [], redirects: [] };
  for (const pass of FINISH) {
    const started = performance.now();
    await pass.run(output, state, planned);
    if (process.env.BUILD_TIMINGS)
      console.log(`  ${pass.name}: ${Math.round(performance.now() - started)} ms`);
  }
}

function stageDone(stage: string): void {
  if (process.env.BUILD_TIMINGS) console.log(`${stage} done at ${Math.round(performance.now())} ms`);
}

function warnAboutExampleUrl(): void {
  if (site.url !== EXAMPLE_SITE_URL) return;
  console.warn(
    `\n⚠ site.url is still the example ${EXAMPLE_SITE_URL}: canonical URLs, the feed and the sitemap ` +
      "point there. Set your own in app/site.config.ts before you publish.\n",
  );
}
