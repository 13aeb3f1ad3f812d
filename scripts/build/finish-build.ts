import { existsSync } from "node:fs";
import { readFile, readdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { bodyFromDocument } from "./body-from-document";
import { hydrateOnIntent } from "./hydrate-on-intent";
import { inlineStylesheets, stylesheetHashes, stylesheetReader } from "./inline-stylesheets";
import { validRedirectPage } from "./redirect-pages";
import { EXAMPLE_SITE_URL, site } from "../../app/site.config";
import { azureStaticWebAppConfig, netlifyHeaders, withPolicyMeta } from "./hosting";
import { NGINX_EXAMPLE_ROOT, nginxServerBlock } from "./nginx";
import { checkAllContent } from "./check-content";
import { writeSearchIndex } from "./search-index";
import { publishSocialCards } from "./social-cards";
import { closeBuildPool } from "./build-pool";

/**
 * The catch-all route is prerendered at this path and published as the host's `404.html`. It
 * has two segments because any single one is an article slug to the router.
 */
export const NOT_FOUND_PATH = "/404/not-found";

const ARTICLE_PAGE = /^post_\d{8}[/\\]index\.html$/;

interface BuildEndArgs {
  reactRouterConfig: { buildDirectory: string; basename: string };
}

/**
 * The router writes prerendered pages under the base path (client/devblog/…) while Vite writes
 * assets at the root of the folder. A host serves the folder at the base path, so the pages move
 * up to sit beside their assets.
 */
async function hoistBasePath(clientDirectory: string, basename: string): Promise<void> {
  const nested = path.join(clientDirectory, basename);
  if (basename === "/" || !existsSync(nested)) return;
  for (const entry of await readdir(nested)) {
    await rm(path.join(clientDirectory, entry), { recursive: true, force: true });
    await rename(path.join(nested, entry), path.join(clientDirectory, entry));
  }
  await rm(path.join(clientDirectory, basename.split("/").filter(Boolean)[0] ?? ""), { recursive: true });
}

/**
 * The server build's copy of the stylesheet lands in the client's assets too, under another name;
 * nothing links it, so it is not published. Pages are read one at a time: at 10,000 articles all
 * of them at once are half a gigabyte.
 */
async function removeUnreferencedStylesheets(clientDirectory: string, files: string[]): Promise<void> {
  const unreferenced = new Set(files.filter((name) => name.endsWith(".css")));
  for (const file of files.filter((name) => /\.(html|js)$/.test(name))) {
    if (unreferenced.size === 0) return;
    const text = await readFile(path.join(clientDirectory, file), "utf8");
    for (const stylesheet of unreferenced) if (text.includes(path.basename(stylesheet))) unreferenced.delete(stylesheet);
  }
  for (const stylesheet of unreferenced) await rm(path.join(clientDirectory, stylesheet));
}

function warnAboutExampleUrl(): void {
  if (site.url !== EXAMPLE_SITE_URL) return;
  console.warn(
    `\n⚠ site.url is still the example ${EXAMPLE_SITE_URL}: canonical URLs, the feed and the sitemap ` +
      "point there. Set your own in app/site.config.ts before you publish.\n",
  );
}

/**
 * Finishes the static site after prerendering. Hosts answer unknown paths with `404.html`. Serving the router's SPA fallback there instead
 * would hydrate a page the server did not render, so the prerendered Not found page takes its
 * place and the fallback is removed. Every page's scripts wait for the visitor's first interaction, every page
 * gets its Content-Security-Policy, and the host
 * configs are written next to the files they describe.
 */
export async function finishBuild({ reactRouterConfig }: BuildEndArgs): Promise<void> {
  const clientDirectory = path.join(reactRouterConfig.buildDirectory, "client");
  await hoistBasePath(clientDirectory, reactRouterConfig.basename);
  const prerendered = path.join(clientDirectory, NOT_FOUND_PATH, "index.html");
  if (!existsSync(prerendered)) throw new Error(`The Not found page was not prerendered at ${prerendered}`);
  await rename(prerendered, path.join(clientDirectory, "404.html"));
  await rm(path.join(clientDirectory, NOT_FOUND_PATH.split("/")[1] ?? ""), { recursive: true, force: true });
  await rm(path.join(clientDirectory, "__spa-fallback.html"), { force: true });

  const notFoundAddress = `${reactRouterConfig.basename}${NOT_FOUND_PATH}/`.replace(/\/\/+/g, "/");
  const assetBase = `${reactRouterConfig.basename}/`.replace(/\/\/+/g, "/");
  const files = await readdir(clientDirectory, { recursive: true });
  const readStylesheet = stylesheetReader(clientDirectory, assetBase);
  for (const file of files) {
    const absolute = path.join(clientDirectory, file);
    // Resource routes (feed, sitemap, robots) are files; their client data twins are never used.
    if (/\.(xml|txt|json)\.data$/.test(file)) await rm(absolute);
    if (file.endsWith(".html")) {
      const page = await readFile(absolute, "utf8");
      const redirect = validRedirectPage(page, { base: assetBase, language: site.language });
      if (redirect !== null) {
        await writeFile(absolute, withPolicyMeta(redirect));
        continue;
      }
      const lean = ARTICLE_PAGE.test(file) ? bodyFromDocument(page) : page;
      // The policy hashes the final inline scripts, so it is computed last.
      const renderedAt = file === "404.html" ? notFoundAddress : undefined;
      const painted = inlineStylesheets(hydrateOnIntent(lean, { renderedAt }), readStylesheet);
      await writeFile(absolute, withPolicyMeta(painted));
    }
  }
  await removeUnreferencedStylesheets(clientDirectory, files);
  await writeSearchIndex(clientDirectory, site.language);
  // The index the build checked before prerendering: reading every article again would cost a
  // third copy of the content at 10,000 articles.
  const { posts } = await checkAllContent();
  const cards = await publishSocialCards(clientDirectory, posts);
  await closeBuildPool();
  console.log(
    `Social cards: ${cards.rendered} rendered in ${Math.round(cards.renderMs)} ms, ${cards.cached} from the cache`,
  );
  const styleHashes = stylesheetHashes(clientDirectory);
  await writeFile(path.join(clientDirectory, "_headers"), netlifyHeaders(styleHashes));
  await writeFile(
    path.join(clientDirectory, "staticwebapp.config.json"),
    `${JSON.stringify(azureStaticWebAppConfig(styleHashes), null, 2)}\n`,
  );
  // Beside the published folder, not in it: nginx reads it, visitors must not.
  await writeFile(
    path.join(reactRouterConfig.buildDirectory, "nginx.conf"),
    nginxServerBlock({ root: NGINX_EXAMPLE_ROOT, base: reactRouterConfig.basename, styleHashes }),
  );
  warnAboutExampleUrl();
}
