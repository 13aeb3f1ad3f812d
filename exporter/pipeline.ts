import path from "node:path";
import { EXAMPLE_SITE_URL, site } from "../app/site.config";
import routeTable from "../app/routes";
import { removeBuildPlan, writeBuildPlan } from "../app/lib/content/build-plan.server";
import { NOT_FOUND_PATH } from "../app/lib/urls/paths";
import { sitePaths, staticPaths } from "../app/lib/urls/site-paths";
import { readContent } from "../app/lib/content/posts.server";
import { compileArticles, planCompile, type CompiledContent } from "./passes/compile-articles";
import { writeHostConfigs } from "./hosts/host-configs";
import type { Redirect } from "./passes/redirect-pages";
import { writeMarkdownTwins } from "./passes/markdown-twins";
import { publishNotFoundPage } from "./passes/not-found-page";
import { pageKeys, planPages, type PagePlan } from "./page-keys";
import { writeSearchIndex } from "./passes/search-index";
import { publishSocialCards, renderSocialCards, type RenderedCards } from "./passes/social-cards";
import type { OutputFolder } from "./output-folder";
import { movePreviousBuildAside, removePreviousBuilds, takePages } from "./previous-build";
import type { BuiltPages } from "./up-to-date";
import { bundleKey, hasBundles, keepBundles, restoreBundles } from "./bundle-cache";
import { publishContentAssets } from "./passes/content-assets";
import { prerenderInProcess } from "./passes/prerender-in-process";

/**
 * The static export (`npm run build`), read top to bottom: three stages in sequence, each handing
 * the next a plain value or file.
 *
 * 1. plan: read and validate every article (a bad front matter stops the build here, before Vite
 *    starts), write the build plan (app/lib/content/build-plan.server.ts: the content and each
 *    article's compile key, which the pages read), start the bundles (stage 2's first half, which
 *    follows from the code alone), compile each article into the cache (a bad body stops the
 *    build, with every problem listed), and list the pages to prerender: those whose key
 *    (page-keys.ts) is not the one the previous build of the folder rendered them with. That build
 *    was moved aside; the others are taken from it. The social cards start rendering on the
 *    worker threads.
 * 2. prerender: once the bundles are there (Vite and React Router build them, or, when the code
 *    has not changed since they were kept, bundle-cache.ts, the kept ones are copied in), the
 *    unchanged pages are taken from the previous build and the planned ones rendered by React Router's request handler in this process (passes/prerender-in-process.ts),
 *    each through app/entry.server.tsx. They read the content from the plan and the articles'
 *    bodies from the compile cache by its keys.
 * 3. finish: the passes in `FINISH`, in order, on the folder React Router wrote.
 */
export async function buildSite(output: OutputFolder, previous: BuiltPages): Promise<BuiltPages> {
  // Before Vite writes anything into the folder.
  const aside = movePreviousBuildAside(output.buildDirectory);
  let planned: Planned | undefined;
  let removed: Promise<void> | undefined;
  try {
    planned = await plan(output, aside === undefined ? { pages: {}, redirects: {} } : previous);
    stageDone("plan");
    const redirects = await prerender(output, planned, aside);
    removed = removePreviousBuilds();
    stageDone("prerender");
    await finish(output, { ...planned, redirects });
    stageDone("finish");
    warnAboutExampleUrl();
    return { pages: Object.fromEntries(planned.keys), redirects };
  } finally {
    // A failed stage must not leave the worker threads keeping the process alive.
    await planned?.compiled.pool.close();
    removeBuildPlan();
    await (removed ?? removePreviousBuilds());
  }
}

/** What the plan hands the finish (and, as a file, the prerender). */
interface Planned {
  compiled: CompiledContent;
  pages: PagePlan;
  /** Every page's key but the Not found page's. */
  keys: Map<string, string>;
  /** The previous build's redirects, among the pages taken from it. */
  redirects: Record<string, Redirect>;
  /** Rendered on the worker threads while the main thread prerenders the pages. */
  cards: Promise<RenderedCards>;
  /** The app's bundles, made while the content is compiled: whether they were kept ones. */
  bundles: Promise<boolean>;
}

/** Stage 1. */
async function plan(output: OutputFolder, previous: BuiltPages): Promise<Planned> {
  const content = readContent();
  const compiling = planCompile(content);
  const { compileKeys } = compiling;
  // Before Vite starts: React Router renders its SPA fallback while it builds, through a loader
  // that reads the content from here.
  writeBuildPlan({
    content: { ...content, posts: content.posts.map(({ body, bodyLine, ...post }) => post) },
    compileKeys: Object.fromEntries(compileKeys),
  });
  // Once the front matter is valid: a bad one stops the build before Vite starts.
  const bundles = bundle(output);
  // Awaited by the prerender; until then a failure must not end the process unreported.
  bundles.catch(() => undefined);
  const compiled = await compileArticles(content, compiling);
  const paths = sitePaths(content, staticPaths(routeTable));
  const keys = pageKeys(content, paths, {
    basename: output.basename,
    notFoundPath: NOT_FOUND_PATH,
    bodyKey: (post) => compileKeys.get(post.route) ?? "",
  });
  const pages = planPages(paths, keys, previous.pages);
  const redirects = Object.fromEntries(
    pages.take.flatMap((pagePath) => {
      const redirect = previous.redirects[pagePath];
      return redirect === undefined ? [] : [[pagePath, redirect]];
    }),
  );
  const cards = renderSocialCards(compiled.pool, content.posts);
  // Awaited in the finish; until then a failure must not end the process unreported.
  cards.catch(() => undefined);
  return { compiled, pages, keys, redirects, cards, bundles };
}

/**
 * The app's bundles, copied from the bundle cache when the code has not changed, or built by
 * Vite's app builder as `react-router build` does (React Router's plugin drives it). They follow
 * from the code alone, so they are made while the plan compiles the content: Vite's work is mostly
 * on its own native threads. Resolves to whether they were kept ones.
 */
async function bundle(output: OutputFolder): Promise<boolean> {
  const key = bundleKey(output);
  if (hasBundles(output, key)) {
    restoreBundles(output);
    return true;
  }
  // Loaded only here: a build with the bundles kept never starts Vite.
  const { createBuilder } = await import("vite");
  const builder = await createBuilder({
    root: process.cwd(),
    mode: "production",
    plugins: [keepBundles(output, key)],
  });
  await builder.buildApp();
  return false;
}

/**
 * Stage 2: once the bundles are there, the unchanged pages taken from the previous build, and the
 * others rendered in this process. Returns every redirect among the pages.
 */
async function prerender(
  output: OutputFolder,
  { pages, bundles, redirects }: Planned,
  aside: string | undefined,
): Promise<Record<string, Redirect>> {
  const kept = await bundles;
  stageDone("bundles");
  console.log(`Bundles: ${kept ? "kept ones (the code is unchanged): no Vite" : "built by Vite"}`);
  // After the bundles: Vite empties the folder it builds into.
  if (aside !== undefined) await takePages(path.join(aside, "client"), output.clientDirectory, pages.take);
  const rendered = await prerenderInProcess(pages.render, output);
  console.log(`Pages: ${pages.render.length} rendered, ${pages.take.length} unchanged since the last build`);
  return { ...redirects, ...rendered };
}

/** What the finish is handed: the plan, and every redirect among the pages by path. */
type Prerendered = Planned & { redirects: Record<string, Redirect> };

interface FinishPass {
  /** What the pass does, for the build log and for whoever reads this list. */
  name: string;
  run: (output: OutputFolder, prerendered: Prerendered) => Promise<unknown>;
}

/** Stage 3, in order. Each pass's reason is in its own file. */
const FINISH: FinishPass[] = [
  { name: "publish the Not found page as 404.html", run: publishNotFoundPage },
  {
    name: "social cards rendered, then the worker threads closed",
    run: async (_output, { cards, compiled }) => {
      await cards;
      // Before Pagefind starts: the threads' memory is not needed beside the index's.
      await compiled.pool.close();
    },
  },
  {
    // Pagefind is a process of its own, on another core: what only reads the pages or writes
    // other files is done meanwhile.
    name: "search index (Pagefind); meanwhile the cards and the articles' images published, the Markdown twins written",
    run: async (output, { cards, compiled, pages }) => {
      const [, stats] = await Promise.all([
        writeSearchIndex(
          output.clientDirectory,
          compiled.content.posts.map((post) => post.route),
          site.language,
        ),
        publishSocialCards(cards, output.clientDirectory, pages.render),
        publishContentAssets(output.clientDirectory),
        writeMarkdownTwins(compiled, output, pages.render),
      ]);
      console.log(
        `Social cards: ${stats.rendered} rendered in ${Math.round(stats.renderMs)} ms, ${stats.cached} from the cache`,
      );
    },
  },
  {
    name: "host configs (_headers, _redirects, staticwebapp.config.json, nginx.conf)",
    run: (output, { redirects }) =>
      // By path: the same order whether a redirect page was rendered or taken.
      writeHostConfigs(
        output,
        Object.keys(redirects)
          .sort()
          .flatMap((pagePath) => redirects[pagePath] ?? []),
      ),
  },
];

/** Stage 3. */
async function finish(output: OutputFolder, prerendered: Prerendered): Promise<void> {
  for (const pass of FINISH) {
    const started = performance.now();
    await pass.run(output, prerendered);
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
