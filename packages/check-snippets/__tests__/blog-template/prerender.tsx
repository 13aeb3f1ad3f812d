/**
 * Prerenders the Blog Template article's post route the way `react-router build` does with
 * @react-router/dev 8.4 (`prerender` in vite/plugin.ts), through react-router's own request handler.
 *
 * It runs with tsx in a scratch project that blog-template-route.test.ts assembles from the
 * article's code blocks (app/routes.ts, app/routes/post.tsx, …) and a small content folder; it
 * prints one JSON object, what each request answered.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
import {
  createRequestHandler,
  Outlet,
  ServerRouter,
  UNSAFE_withComponentProps as withComponentProps,
  type EntryContext,
  type LoaderFunctionArgs,
  type ServerBuild,
  type UNSAFE_AssetsManifest as AssetsManifest,
} from "react-router";

interface RouteConfigEntry {
  id?: string;
  path?: string;
  file: string;
  index?: boolean;
}

interface PostModule {
  loader: (args: LoaderFunctionArgs) => Promise<unknown>;
  default: ComponentType<never>;
}

/** What one loader call saw. */
interface LoaderCall {
  requestUrl: string;
  urlPathname: string;
}

/** The prerender plugin's config() sets this; react-router reads build-time headers only with it. */
process.env.IS_RR_BUILD_REQUEST = "yes";

const load = async (file: string): Promise<unknown> => import(pathToFileURL(path.resolve(file)).href);

const routeConfig = ((await load("app/routes.ts")) as { default: RouteConfigEntry[] }).default;
const post = (await load("app/routes/post.tsx")) as PostModule;

const calls: LoaderCall[] = [];
const errors: string[] = [];
const postRoutes = routeConfig.filter((entry) => entry.file === "routes/post.tsx");

// What the Vite plugin makes of a route module: its default export wrapped to receive loaderData.
const postModule = {
  loader: (args: LoaderFunctionArgs) => {
    calls.push({ requestUrl: args.request.url, urlPathname: args.url.pathname });
    return post.loader(args);
  },
  default: withComponentProps(post.default as never),
};
const rootModule = { default: () => <Outlet /> };

const routes: ServerBuild["routes"] = { root: { id: "root", path: "", module: rootModule } };
const entryRoutes: AssetsManifest["routes"] = {};
for (const route of [{ id: "root", path: "", file: "root.tsx" }, ...postRoutes]) {
  // routes.ts gives every post route an id of its own; without one, all would share the file.
  const id = route.id ?? route.file;
  const isRoot = id === "root";
  if (!isRoot) routes[id] = { id, parentId: "root", path: route.path, module: postModule };
  entryRoutes[id] = {
    id,
    parentId: isRoot ? undefined : "root",
    path: route.path,
    hasAction: false,
    hasLoader: !isRoot,
    hasClientAction: false,
    hasClientLoader: false,
    hasClientMiddleware: false,
    hasErrorBoundary: isRoot,
    module: `/assets/${id}.js`,
    clientActionModule: undefined,
    clientLoaderModule: undefined,
    clientMiddlewareModule: undefined,
    hydrateFallbackModule: undefined,
  };
}

function handleRequest(request: Request, status: number, headers: Headers, context: EntryContext) {
  const html = renderToString(<ServerRouter context={context} url={request.url} />);
  headers.set("Content-Type", "text/html");
  return new Response(`<!DOCTYPE html>${html}`, { status, headers });
}

// `prerender: true`: every path of routes.ts without a parameter, the index route's included.
const prerender = routeConfig
  .filter((entry) => entry.index || (entry.path !== undefined && !entry.path.includes(":")))
  .map((entry) => `/${entry.path ?? ""}`);

const build: ServerBuild = {
  entry: {
    module: {
      default: handleRequest,
      handleError: (error) => {
        errors.push(String(error));
      },
    },
  },
  routes,
  assets: {
    entry: { imports: [], module: "/assets/entry.client.js" },
    routes: entryRoutes,
    url: "/assets/manifest.js",
    version: "test",
  },
  publicPath: "/",
  assetsBuildDirectory: "build/client",
  future: {},
  ssr: false,
  isSpaMode: false,
  prerender,
  routeDiscovery: { mode: "initial", manifestPath: "/__manifest" },
};
const handle = createRequestHandler(build, "production");

/** One article, as the plugin's requests() and postProcess() take it (basename "/"). */
async function prerenderArticle(articlePath: string) {
  // createDataRequest: the path with `.data`, no `_routes` for a route with a component.
  calls.length = 0;
  const dataResponse = await handle(new Request(`http://localhost${articlePath}.data`));
  const data = await dataResponse.text();
  const dataCalls = [...calls];
  const result = { path: articlePath, data: { status: dataResponse.status, body: data, calls: dataCalls } };
  // postProcess throws "Prerender (data): Received a … status code" for anything else.
  if (dataResponse.status !== 200 && dataResponse.status !== 202) return result;
  // createRouteRequest: the path with a trailing slash; the data in a header when it is small.
  const headers = new Headers();
  const encoded = encodeURI(data);
  if (encoded.length < 8 * 1024) headers.set("X-React-Router-Prerender-Data", encoded);
  calls.length = 0;
  const htmlResponse = await handle(new Request(`http://localhost${articlePath}/`, { headers }));
  return {
    ...result,
    html: {
      status: htmlResponse.status,
      body: await htmlResponse.text(),
      dataHeader: headers.has("X-React-Router-Prerender-Data"),
      calls: [...calls],
    },
  };
}

const articles = [];
for (const route of postRoutes) articles.push(await prerenderArticle(`/${route.path}`));
console.log(JSON.stringify({ prerender, articles, errors }));
