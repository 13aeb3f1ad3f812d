import path from "node:path";
import { isRunnableDevEnvironment, type Plugin, type ViteDevServer } from "vite";
import { contentDirectory } from "../../app/lib/content/posts.server";
import { CONTENT_CHANGED_EVENT } from "../../app/lib/content-changed-event";

/** React Router's server build: it holds the list of routes the dev server answers. */
const SERVER_BUILD = "virtual:react-router/server-build";

// An editor's save is often several events (write, or unlink and add for an atomic rename):
// they are answered once.
const SETTLE_MS = 30;

/**
 * Forgets the server build, so React Router evaluates it again on the next request and asks
 * react-router.config.ts's prerender() for the routes anew: a new post is served, a deleted one
 * is Not found. Only that module is evaluated again; the route modules it imports stay loaded.
 */
function forgetServerBuild(server: ViteDevServer): void {
  const ssr = server.environments.ssr;
  if (!ssr) return;
  for (const node of ssr.moduleGraph.idToModuleMap.values()) {
    if (node.id?.endsWith(SERVER_BUILD)) ssr.moduleGraph.invalidateModule(node);
  }
  if (!isRunnableDevEnvironment(ssr)) return;
  const { evaluatedModules } = ssr.runner;
  for (const node of evaluatedModules.idToModuleMap.values()) {
    if (node.id.endsWith(SERVER_BUILD)) evaluatedModules.invalidateModule(node);
  }
}

/**
 * The writing loop of `npm run dev`. Articles are not modules (loaders read them from disk on
 * each request), so Vite does not see an edit to one: this plugin watches the content folder
 * and, on any change, refreshes React Router's route list and tells the open page to load its
 * data again (app/components/content-hot-reload.tsx). The page updates in place, keeping its scroll position, without a reload.
 */
export function contentDev(): Plugin {
  const directory = contentDirectory();
  return {
    name: "content-dev",
    apply: "serve",
    configureServer(server) {
      server.watcher.add(directory);
      let timer: NodeJS.Timeout | undefined;
      const changed = new Set<string>();
      server.watcher.on("all", (_event, file) => {
        if (!file.startsWith(directory + path.sep)) return;
        changed.add(path.relative(directory, file));
        clearTimeout(timer);
        timer = setTimeout(() => {
          forgetServerBuild(server);
          server.ws.send({ type: "custom", event: CONTENT_CHANGED_EVENT, data: { files: [...changed] } });
          changed.clear();
        }, SETTLE_MS);
      });
    },
  };
}
