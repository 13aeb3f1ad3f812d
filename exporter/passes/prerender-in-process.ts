import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { redirectPage, type Redirect } from "./redirect-pages";

/**
 * The build's prerender: for each path, the requests React Router's Vite plugin makes when it
 * prerenders (vite/plugins/prerender.ts and the `prerender` of vite/plugin.ts in @react-router/dev,
 * 8.4), answered in this process by the request handler its preview server would start, over the
 * server bundle just built or kept (../bundle-cache.ts), and written where it writes them: each
 * page's HTML and its `.data` for in-app navigation, each resource route's file. React Router's own
 * prerender (react-router.config.ts) renders nothing but its SPA fallback: starting its preview
 * server cost a second a build, and its pages a fifth more time each. The browser tests navigate
 * between the pages this writes, through their `.data` files, in every page kind.
 *
 * A loader's redirect is written as a page of our own (redirect-pages.ts) and returned, by path,
 * for the hosts that answer redirects themselves. Left out: the SPA fallback page, which the Not
 * found pass deletes (not-found-page.ts).
 */
export async function prerenderInProcess(
  paths: readonly string[],
  { buildDirectory, basename }: { buildDirectory: string; basename: string },
): Promise<Record<string, Redirect>> {
  const serverBuild = path.resolve(buildDirectory, "server", "index.js");
  const kept = (await import(pathToFileURL(serverBuild).href)) as ServerBuild;
  // The one part of the server bundle that follows from the content: the paths its build
  // prerendered. React Router's handler renders only those (any other it answers as a client-only
  // page): these are the ones planned now.
  const build = { ...kept, prerender: [...paths] };
  const handle = createRequestHandler(build, "production");
  const routes = routeTree(build.routes);
  const prefix = `${basename}/`.replace(/\/\/+/g, "/");
  const url = (pathname: string) =>
    new URL(`http://localhost${`${prefix}${pathname}`.replace(/\/\/+/g, "/")}`);
  // Beside the assets, as a host serves the folder at the base path (React Router's prerender writes
  // under it: remix-run/react-router#13615).
  const write = async (pathname: string, contents: string | Uint8Array) => {
    const file = path.join(buildDirectory, "client", ...pathname.slice(prefix.length).split("/"));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, contents);
  };
  const answer = async (request: Request, what: string, ok = [200]) => {
    const response = await handle(request);
    if (!ok.includes(response.status) && !(response.status >= 300 && response.status < 400))
      throw new Error(`Prerender (${what}): ${response.status} for ${new URL(request.url).pathname}`);
    return response;
  };

  const redirects: Record<string, Redirect> = {};
  // Read by React Router's server runtime: a prerender request may carry the page's data in a header.
  const previous = process.env.IS_RR_BUILD_REQUEST;
  process.env.IS_RR_BUILD_REQUEST = "yes";
  try {
    for (const pagePath of paths) {
      const matches = matchRoutes(routes, `/${pagePath}/`.replace(/^\/\/+/, "/")) ?? [];
      const leaf = matches.at(-1)?.route.id;
      const module = leaf === undefined ? undefined : build.routes[leaf]?.module;
      if (leaf === undefined || module === undefined)
        throw new Error(`Prerender: no route matches ${pagePath}`);
      if (!module.default && !module.ErrorBoundary) {
        // A resource route (a feed, the sitemap): its file. (React Router also writes a `.data`
        // twin, which nothing reads.)
        const file = url(`${pagePath}/`.replace(/\/$/, ""));
        await write(
          file.pathname,
          new Uint8Array(await (await answer(new Request(file), "resource")).arrayBuffer()),
        );
        continue;
      }
      const data = url(pagePath.endsWith("/") ? `${pagePath}_.data` : `${pagePath}.data`);
      const headers = new Headers();
      if (matches.some(({ route }) => build.routes[route.id as string]?.module.loader)) {
        const text = await (await answer(new Request(data), "data", [200, 202])).text();
        await write(data.pathname, text);
        const encoded = encodeURI(text);
        if (encoded.length < 8 * 1024) headers.set("X-React-Router-Prerender-Data", encoded);
      }
      const page = url(`${pagePath}/`);
      const response = await answer(new Request(page, { headers }), "html");
      const location = response.headers.get("Location");
      if (location !== null) redirects[pagePath] = { from: page.pathname.replace(/\/$/, ""), to: location };
      const html = location === null ? await response.text() : redirectPage(location, prefix);
      await write(`${page.pathname}/index.html`, html);
    }
    return redirects;
  } finally {
    if (previous === undefined) delete process.env.IS_RR_BUILD_REQUEST;
    else process.env.IS_RR_BUILD_REQUEST = previous;
  }
}

/** The server build's routes, nested for `matchRoutes`, as React Router's prerender nests them. */
function routeTree(routes: ServerBuild["routes"], parentId = ""): RouteObject[] {
  return Object.values(routes)
    .filter((route) => route !== undefined)
    .filter((route) => (route.parentId ?? "") === parentId)
    .map((route) =>
      route.index
        ? { id: route.id, path: route.path, caseSensitive: route.caseSensitive, index: true }
        : {
            id: route.id,
            path: route.path,
            caseSensitive: route.caseSensitive,
            children: routeTree(routes, route.id),
          },
    );
}
