import { readFile, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { pagePolicy } from "../../app/document/server/csp.server";
import { site } from "../../app/site.config";
import type { OutputFolder } from "../output-folder";
import { redirectTarget, validRedirectPage, type Redirect } from "./redirect-pages";

/** React Router's redirect template with a long address is well under this many characters. */
const REDIRECT_PAGE_AT_MOST = 2_000;

/**
 * The prerendered files that are not pages the server entry finished: the redirect pages are
 * written again as valid HTML (redirect-pages.ts). Pages themselves leave the server entry finished (app/document/server/).
 * Returns the published files and the redirects, for the passes after it (the hosts' configs
 * answer the redirects themselves where they can).
 */
export async function tidyPrerenderedFiles({
  clientDirectory,
  basename,
}: OutputFolder): Promise<{ files: string[]; redirects: Redirect[] }> {
  const assetBase = `${basename}/`.replace(/\/\/+/g, "/");
  const files = await readdir(clientDirectory, { recursive: true });
  const redirects: Redirect[] = [];
  for (const file of files) {
    const absolute = path.join(clientDirectory, file);
    if (!file.endsWith(".html")) continue;
    const html = await readFile(absolute, "utf8");
    // React Router's redirect page is a few hundred bytes; every other page is kilobytes and is
    // not parsed here (1,000 pages took 5 s).
    if (html.length > REDIRECT_PAGE_AT_MOST) continue;
    const to = redirectTarget(html);
    if (to === undefined) continue;
    const redirect = validRedirectPage(html, {
      base: assetBase,
      language: site.language,
      policy: pagePolicy({ scripts: [], styles: [] }),
    });
    if (redirect !== null) await writeFile(absolute, redirect);
    redirects.push({ from: `${assetBase}${path.dirname(file).split(path.sep).join("/")}`, to });
  }
  return { files, redirects };
}

/**
 * The server build's copy of the stylesheet lands in the client's assets too, under another name;
 * nothing links it, so it is not published. Pages are read one at a time.
 */
export async function removeUnreferencedStylesheets(clientDirectory: string, files: string[]): Promise<void> {
  const unreferenced = new Set(files.filter((name) => name.endsWith(".css")));
  for (const file of files.filter((name) => /\.(html|js)$/.test(name))) {
    if (unreferenced.size === 0) return;
    const text = await readFile(path.join(clientDirectory, file), "utf8");
    for (const stylesheet of unreferenced)
      if (text.includes(path.basename(stylesheet))) unreferenced.delete(stylesheet);
  }
  for (const stylesheet of unreferenced) await rm(path.join(clientDirectory, stylesheet));
}
