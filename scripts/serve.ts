import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import sirv from "sirv";
import { normalizeBase } from "../app/lib/paths";

/**
 * Serves the built site the way a static host does: files as they are, long-lived caching for
 * hashed assets, none for HTML, and the Not found page with status 404 for every other path.
 */
const root = path.resolve("build/client");
const base = normalizeBase(process.env.BASE_PATH);
const port = Number(process.env.PORT ?? 3000);

if (!existsSync(path.join(root, "404.html"))) {
  console.error("No build found in build/client: run `npm run build` first.");
  process.exit(1);
}

const notFoundPage = readFileSync(path.join(root, "404.html"));

const files = sirv(root, {
  dev: false,
  etag: true,
  extensions: ["html"],
  setHeaders(response, pathname) {
    const hashed = pathname.startsWith("/assets/");
    response.setHeader("Cache-Control", hashed ? "public, max-age=31536000, immutable" : "no-cache");
  },
});

const server = createServer((request, response) => {
  const notFound = () => {
    response.writeHead(404, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-cache" });
    response.end(notFoundPage);
  };
  const url = request.url ?? "/";
  if (!url.startsWith(base) && `${url}/` !== base) return notFound();
  // Files live at the root of build/client; the base path is where the host mounts them.
  request.url = `/${url.slice(base.length)}`;
  files(request, response, notFound);
});

server.listen(port, "127.0.0.1", () => {
  console.log(`Serving build/client at http://localhost:${port}${base}`);
});
