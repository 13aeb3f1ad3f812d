import { existsSync } from "node:fs";
import { readFile, readdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { deferHydration } from "./defer-hydration";
import { azureStaticWebAppConfig, netlifyHeaders, withPolicyMeta } from "./hosting";
import { readContent } from "../../app/lib/content/posts.server";
import { site } from "../../app/site.config";
import { writeSearchIndex } from "./search-index";
import { writeSocialCards } from "./social-cards";

/** The catch-all route is prerendered at this path and published as the host's `404.html`. */
export const NOT_FOUND_PATH = "/404";

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
 * Finishes the static site after prerendering. Hosts answer unknown paths with `404.html`. Serving the router's SPA fallback there instead
 * would hydrate a page the server did not render, so the prerendered Not found page takes its
 * place and the fallback is removed. Every page's scripts wait for its first paint, every page
 * gets its Content-Security-Policy, and the host
 * configs are written next to the files they describe.
 */
export async function finishBuild({ reactRouterConfig }: BuildEndArgs): Promise<void> {
  const clientDirectory = path.join(reactRouterConfig.buildDirectory, "client");
  await hoistBasePath(clientDirectory, reactRouterConfig.basename);
  const prerendered = path.join(clientDirectory, NOT_FOUND_PATH, "index.html");
  if (!existsSync(prerendered)) throw new Error(`The Not found page was not prerendered at ${prerendered}`);
  await rename(prerendered, path.join(clientDirectory, "404.html"));
  await rm(path.join(clientDirectory, NOT_FOUND_PATH), { recursive: true, force: true });
  await rm(path.join(clientDirectory, "__spa-fallback.html"), { force: true });

  const files = await readdir(clientDirectory, { recursive: true });
  for (const file of files) {
    const absolute = path.join(clientDirectory, file);
    // Resource routes (feed, sitemap, robots) are files; their client data twins are never used.
    if (/\.(xml|txt|json)\.data$/.test(file)) await rm(absolute);
    if (file.endsWith(".html")) {
      // The policy hashes the final inline scripts, so it is computed last.
      await writeFile(absolute, withPolicyMeta(deferHydration(await readFile(absolute, "utf8"))));
    }
  }
  await writeSearchIndex(clientDirectory, site.language);
  const cards = await writeSocialCards(clientDirectory, readContent(undefined, { includeDrafts: false }).posts);
  console.log(
    `Social cards: ${cards.rendered} rendered in ${Math.round(cards.renderMs)} ms, ${cards.cached} from the cache`,
  );
  await writeFile(path.join(clientDirectory, "_headers"), netlifyHeaders());
  await writeFile(
    path.join(clientDirectory, "staticwebapp.config.json"),
    `${JSON.stringify(azureStaticWebAppConfig(), null, 2)}\n`,
  );
}
