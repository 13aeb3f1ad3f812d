import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { cspHash } from "../../app/lib/page/csp.server";

/**
 * The hashes of every stylesheet the build publishes: each page inlines its own (app/lib/page),
 * and the hosts' headers, which are the same for every page, must allow each.
 */
export function stylesheetHashes(clientDirectory: string): string[] {
  const assets = path.join(clientDirectory, "assets");
  return readdirSync(assets)
    .filter((name) => name.endsWith(".css"))
    .sort()
    .map((name) => cspHash(readFileSync(path.join(assets, name), "utf8")));
}
