import path from "node:path";
import type { ContentIndex } from "../app/lib/content/posts.server";
import { EXAMPLE_SITE_URL, site } from "../app/site.config";
import type { BuildContext, OutputFolder } from "./context";
import { hoistBasePath } from "./passes/base-path";
import { compileArticles } from "./passes/compile-articles";
import { writeHostConfigs } from "./passes/host-configs";
import { publishNotFoundPage } from "./passes/not-found-page";
import { removeUnreferencedStylesheets, rewritePages } from "./passes/pages";
import { writeSearchIndex } from "./passes/search-index";
import { publishSocialCards, startSocialCards } from "./passes/social-cards";
import { closeBuildPool } from "./workers/build-pool";

export { NOT_FOUND_PATH } from "./passes/not-found-page";

/**
 * The static export, read top to bottom. `react-router build` runs it in three stages:
 *
 * 1. content → compile (`compileContent`, from `prerender()` in react-router.config.ts): read and
 *    validate every article, compile each one into the cache on the worker threads (a bad article
 *    stops the build with every problem listed), and start rendering the social cards on the same
 *    threads.
 * 2. prerender: React Router renders every route; the article loaders read the compiled cache.
 * 3. finish (`finishBuild`, React Router's `buildEnd`): the passes in `FINISH`, in order.
 *
 * The passes share one BuildContext (exporter/context.ts) instead of module-level state.
 */
const context: BuildContext = {};

/** Stage 1. React Router asks for the prerender list more than once a build; this runs once. */
export async function compileContent(): Promise<ContentIndex> {
  const content = await compileArticles(context);
  // Rendered on the worker threads while the main thread prerenders the pages.
  void startSocialCards(context, content.posts);
  return content;
}

interface FinishPass {
  /** What the pass does, for the build log and for whoever reads this list. */
  name: string;
  run: (output: OutputFolder, state: { files: string[] }) => Promise<unknown>;
}

/** Stage 3, in order. Each pass's reason is in its own file. */
const FINISH: FinishPass[] = [
  { name: "hoist pages out of the base-path folder", run: hoistBasePath },
  { name: "publish the Not found page as 404.html", run: publishNotFoundPage },
  {
    name: "pages: body handoff, hydrate on intent, CSP",
    run: async (output, state) => (state.files = await rewritePages(output)),
  },
  {
    name: "remove unreferenced stylesheets",
    run: (output, state) => removeUnreferencedStylesheets(output.clientDirectory, state.files),
  },
  {
    name: "search index (Pagefind)",
    run: (output) => writeSearchIndex(output.clientDirectory, site.language),
  },
  {
    name: "social cards",
    run: async (output) => {
      // The index compiled before prerendering: reading every article again would cost a third
      // copy of the content at 10,000 articles.
      const { posts } = await compileArticles(context);
      const cards = await publishSocialCards(context, output.clientDirectory, posts);
      console.log(
        `Social cards: ${cards.rendered} rendered in ${Math.round(cards.renderMs)} ms, ${cards.cached} from the cache`,
      );
    },
  },
  { name: "close the worker threads", run: () => closeBuildPool(context) },
  { name: "host configs (_headers, staticwebapp.config.json, nginx.conf)", run: writeHostConfigs },
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
  const state = { files: [] as string[] };
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
