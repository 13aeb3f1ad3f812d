import { readFile, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { site } from "../../app/site.config";
import type { OutputFolder } from "../context";
import { bodyFromDocument } from "./body-from-document";
import { withPolicyMeta } from "./hosting";
import { hydrateOnIntent } from "./hydrate-on-intent";
import { hydrationDataFile, hydrationDataOutOfPage, writeHydrationData } from "./hydration-data";
import { inlineStylesheets, stylesheetReader } from "./inline-stylesheets";
import { notFoundAddress } from "./not-found-page";
import { validRedirectPage } from "./redirect-pages";

const ARTICLE_PAGE = /^post_\d{8}[/\\]index\.html$/;

/**
 * Every published file, one at a time (at 10,000 articles all pages at once are half a
 * gigabyte): resource routes' unused `.data` twins are deleted; each page gets its hydration data
 * out of the page into a file (an article's without its body, which the document has), its
 * scripts deferred to the first intent, its stylesheets inlined, and, last, because it hashes the
 * final inline scripts, its Content-Security-Policy. Redirect pages get valid HTML.
 * Returns the files, for the passes after it, and each page's hydration data asset.
 */
export async function rewritePages({
  clientDirectory,
  basename,
}: OutputFolder): Promise<{ files: string[]; hydrationData: Map<string, string> }> {
  const hydrationData = new Map<string, string>();
  const assetBase = `${basename}/`.replace(/\/\/+/g, "/");
  const files = await readdir(clientDirectory, { recursive: true });
  const readStylesheet = stylesheetReader(clientDirectory, assetBase);
  for (const file of files) {
    const absolute = path.join(clientDirectory, file);
    // Resource routes (feed, sitemap, robots) are files; their client data twins are never used.
    if (/\.(xml|txt|json)\.data$/.test(file)) await rm(absolute);
    if (!file.endsWith(".html")) continue;
    const page = await readFile(absolute, "utf8");
    const redirect = validRedirectPage(page, { base: assetBase, language: site.language });
    if (redirect !== null) {
      await writeFile(absolute, withPolicyMeta(redirect));
      continue;
    }
    const withoutData = hydrationDataOutOfPage(page);
    const stream = ARTICLE_PAGE.test(file) ? bodyFromDocument(withoutData.stream) : withoutData.stream;
    const dataUrl = await writeHydrationData(clientDirectory, assetBase, stream);
    hydrationData.set(file, hydrationDataFile(stream));
    const renderedAt = file === "404.html" ? notFoundAddress(basename) : undefined;
    // Each page paints from its HTML alone: its stylesheets are inlined (see inline-stylesheets.ts).
    const painted = inlineStylesheets(
      hydrateOnIntent(withoutData.page, { renderedAt, dataUrl }),
      readStylesheet,
    );
    await writeFile(absolute, withPolicyMeta(painted));
  }
  return { files, hydrationData };
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
