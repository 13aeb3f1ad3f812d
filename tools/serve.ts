import { existsSync, readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import compression from "compression";
import sirv from "sirv";
import { normalizeBase } from "../app/lib/urls/base-path";
import {
  HOST_CONFIG_FILES,
  REVALIDATE_CACHE,
  cacheControlFor,
  securityHeaders,
} from "../exporter/hosts/hosting";
import { contentTypeFor } from "../exporter/hosts/content-types";

/**
 * Serves the built site the way the configured static hosts do: the same security headers,
 * long-lived caching for hashed assets and none for HTML, compressed responses, and the Not found
 * page with status 404 for every other path, the hosts' own config files included. What the tests
 * see is what visitors get.
 */
const root = path.resolve(process.env.BUILD_DIR ?? "build", "client");
const base = normalizeBase(process.env.BASE_PATH);
const port = Number(process.env.PORT ?? 3000);

if (!existsSync(path.join(root, "404.html"))) {
  console.error(`No build found in ${root}: run \`npm run build\` first.`);
  process.exit(1);
}

const notFoundPage = readFileSync(path.join(root, "404.html"));
const headers = securityHeaders(undefined);

const files = sirv(root, {
  dev: false,
  etag: true,
  extensions: ["html"],
  setHeaders(response, pathname) {
    response.setHeader("Cache-Control", cacheControlFor(pathname));
    const type = contentTypeFor(pathname);
    if (type !== undefined) response.setHeader("Content-Type", type);
  },
});

const expressCompress = compression();
type ExpressRequest = Parameters<typeof expressCompress>[0];
type ExpressResponse = Parameters<typeof expressCompress>[1];

/** Compresses like a CDN does. The middleware uses only Node's request and response API, but its
 * types name Express's, hence the casts. */
function compress(request: IncomingMessage, response: ServerResponse, next: () => void): void {
  expressCompress(request as ExpressRequest, response as unknown as ExpressResponse, next);
}

const server = createServer((request, response) => {
  for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
  const notFound = () => {
    response.writeHead(404, {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": REVALIDATE_CACHE,
    });
    response.end(notFoundPage);
  };
  const url = request.url ?? "/";
  if (!url.startsWith(base) && `${url}/` !== base) return notFound();
  // Files live at the root of build/client; the base path is where the host mounts them.
  request.url = `/${url.slice(base.length)}`;
  if (HOST_CONFIG_FILES.includes(new URL(request.url, "http://host").pathname)) return notFound();
  compress(request, response, () => files(request, response, notFound));
});

server.listen(port, "127.0.0.1", () => {
  console.log(`Serving ${root} at http://localhost:${port}${base}`);
});
