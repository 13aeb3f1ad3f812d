import { existsSync } from "node:fs";
import { rename, rm } from "node:fs/promises";
import path from "node:path";
import { NOT_FOUND_PATH } from "../../app/lib/urls/paths";
import type { OutputFolder } from "../output-folder";

/**
 * Hosts answer unknown paths with `404.html`. Serving the router's SPA fallback there instead
 * would hydrate a page the server did not render, so the prerendered Not found page (which never
 * hydrates, app/document/server/page-hydrates.ts) takes its place and the fallback is removed.
 */
export async function publishNotFoundPage({ clientDirectory }: OutputFolder): Promise<void> {
  const prerendered = path.join(clientDirectory, NOT_FOUND_PATH, "index.html");
  if (!existsSync(prerendered)) throw new Error(`The Not found page was not prerendered at ${prerendered}`);
  await rename(prerendered, path.join(clientDirectory, "404.html"));
  await rm(path.join(clientDirectory, NOT_FOUND_PATH.split("/")[1] ?? ""), { recursive: true, force: true });
  await rm(path.join(clientDirectory, "__spa-fallback.html"), { force: true });
}
