import { writeFile } from "node:fs/promises";
import path from "node:path";
import type { OutputFolder } from "../context";
import { azureStaticWebAppConfig, netlifyHeaders } from "./hosting";
import { NGINX_EXAMPLE_ROOT, nginxServerBlock } from "./nginx";

/** The hosts' configs, written next to the files they describe (see docs/security.md). */
export async function writeHostConfigs({
  buildDirectory,
  clientDirectory,
  basename,
}: OutputFolder): Promise<void> {
  await writeFile(path.join(clientDirectory, "_headers"), netlifyHeaders());
  await writeFile(
    path.join(clientDirectory, "staticwebapp.config.json"),
    `${JSON.stringify(azureStaticWebAppConfig(), null, 2)}\n`,
  );
  // Beside the published folder, not in it: nginx reads it, visitors must not.
  await writeFile(
    path.join(buildDirectory, "nginx.conf"),
    nginxServerBlock({ root: NGINX_EXAMPLE_ROOT, base: basename }),
  );
}
