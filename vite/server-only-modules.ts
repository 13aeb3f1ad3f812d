import path from "node:path";
import type { DepOptimizationOptions, Plugin } from "vite";

type ScanPlugin = NonNullable<NonNullable<DepOptimizationOptions["rolldownOptions"]>["plugins"]>;

// React Router's convention: a `.server` module never reaches the browser (its plugin strips the
// loaders that import them from the client's route modules, and refuses any other import).
const SERVER_ONLY = /\.server(\.[cm]?[jt]sx?)?$/;

/** The dependency scan (Rolldown) does not follow imports of `.server` modules. */
const skipServerModulesInScan: ScanPlugin = {
  name: "skip-server-modules-in-scan",
  resolveId: (id) => (SERVER_ONLY.test(id) ? { id, external: true } : null),
};

// A package name, as imported: not a path, a URL, a virtual module or a `node:` builtin.
const BARE = /^(?![./\\\0])(?:@[\w.-]+\/)?[\w.-]+(?:\/.*)?$/;

/**
 * Keeps the Markdown pipeline out of the browser's dependencies in development. Vite pre-bundles
 * what the browser imports: what a scan of the client entry and the route modules finds at
 * startup (React Router's `unstable_optimizeDeps`), and any package the client environment
 * resolves later. Two things would make that include Shiki (hundreds of grammars), unified, yaml
 * and zod, which the browser never loads:
 * - the scan reads the route modules with their loaders, so it would follow the loaders into
 *   the `.server` modules: it does not follow them;
 * - to find a page's CSS, React Router's dev server looks up every import of the server's
 *   modules in the client environment, package names included, as URLs (Vite resolves a URL
 *   as if `index.html` imported it). A browser module, not a page, imports packages here (the
 *   site has no index.html), so such a lookup is answered as external: otherwise Vite found
 *   those packages while serving the first page, bundled again, and answered that page's
 *   requests with `504 (Outdated Optimize Dep)`.
 */
export function serverModulesStayOnServer(): Plugin {
  let page = "";
  return {
    name: "server-modules-stay-on-server",
    apply: "serve",
    enforce: "pre",
    config: () => ({ optimizeDeps: { rolldownOptions: { plugins: [skipServerModulesInScan] } } }),
    configResolved(config) {
      page = path.join(config.root, "index.html");
    },
    resolveId(id, importer) {
      const lookup = importer === undefined || importer === page;
      if (this.environment.name === "client" && lookup && BARE.test(id)) return { id, external: true };
    },
  };
}
