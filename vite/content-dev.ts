import path from "node:path";
import type { Plugin } from "vite";
import { contentDirectory } from "../app/lib/content/posts.server.ts";
import { CONTENT_CHANGED_EVENT } from "../app/lib/content-changed-event.ts";

/**
 * The writing loop of `npm run dev`. Articles are not modules (loaders read them from disk on
 * each request, react-router.config.ts renders each request in development), so Vite does not
 * see an edit to one: this plugin watches the content folder and, on any change, tells the open
 * page to load its data again (app/components/content-hot-reload.tsx). The page updates in place,
 * keeping its scroll position, without a reload; a new post is on the list, a deleted one gone.
 */
export function contentDev(): Plugin {
  const directory = contentDirectory();
  return {
    name: "content-dev",
    apply: "serve",
    configureServer(server) {
      server.watcher.add(directory);
      let timer: NodeJS.Timeout | undefined;
      server.watcher.on("all", (_event, file) => {
        if (!file.startsWith(directory + path.sep)) return;
        clearTimeout(timer);
        // The page loads all its data again, whichever files changed: nothing names them. An
        // editor's save is often several events (write, or unlink and add for an atomic rename):
        // they are answered once.
        timer = setTimeout(() => server.ws.send({ type: "custom", event: CONTENT_CHANGED_EVENT }), 30);
      });
    },
  };
}
