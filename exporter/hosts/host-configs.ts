import { writeFile } from "node:fs/promises";
import path from "node:path";
import type { OutputFolder } from "../output-folder";
import { azureStaticWebAppConfig, netlifyHeaders, netlifyRedirects } from "./hosting";
import type { Redirect } from "./hosting";
import { nginxServerBlock } from "./nginx";

/** The hosts' configs, written next to the files they describe (see docs/security.md). */
export async function writeHostConfigs(
  { buildDirectory, clientDirectory, basename }: OutputFolder,
  redirects: readonly Redirect[] = [],
): Promise<void> {
  await writeFile(path.join(clientDirectory, "_headers"), netlifyHeaders());
  // The redirect pages stay for GitHub Pages, which has no rules; the others answer with a 301.
  await writeFile(path.join(clientDirectory, "_redirects"), netlifyRedirects(redirects));
  await writeFile(
    path.join(clientDirectory, "staticwebapp.config.json"),
    `${JSON.stringify(azureStaticWebAppConfig(redirects), null, 2)}\n`,
  );
  // Beside the published folder, not in it: nginx reads it, visitors must not. The owner points
  // its root at where they publish the site.
  await writeFile(
    path.join(buildDirectory, "nginx.conf"),
    nginxServerBlock({ root: "/var/www/devblog", base: basename, redirects }),
  );
}
