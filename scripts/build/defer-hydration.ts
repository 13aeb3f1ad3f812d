/**
 * Lets a prerendered page paint before its JavaScript starts downloading.
 *
 * React Router ends each page with `<link rel="modulepreload">` tags and an inline module that
 * statically imports the route modules and then the client entry. Both start fetching ~120 kB of
 * JavaScript while the browser is still fetching the stylesheet, so on a slow connection the
 * scripts compete with what paints the text. Here the preloads and the imports start one frame
 * after the first paint instead: the content shows as fast as a static page's, and hydration
 * follows with all modules fetched in parallel, exactly as before.
 */

const PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const HYDRATION_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const SIDE_EFFECT_IMPORT = /^import "([^"]+)";$/;
const NAMESPACE_IMPORT = /^import \* as (\w+) from "([^"]+)";$/;
const ROUTE_MODULES = /^window\.__reactRouterRouteModules = (\{[^;]*\});$/;
const ENTRY_IMPORT = /^import\("([^"]+)"\);$/;

export class UnknownHydrationScriptError extends Error {
  constructor(line: string) {
    super(
      `React Router's hydration script has a line scripts/build/defer-hydration.ts does not know: ` +
        `${JSON.stringify(line)}. Teach it the new form (its tests show the old one).`,
    );
    this.name = "UnknownHydrationScriptError";
  }
}

function deferredScript(source: string, preloads: string[]): string {
  const imports: string[] = [];
  const bindings: string[] = [];
  let routeModules: string | undefined;
  let entry: string | undefined;
  for (const line of source.split("\n").map((text) => text.trim()).filter(Boolean)) {
    const sideEffect = SIDE_EFFECT_IMPORT.exec(line);
    const namespace = NAMESPACE_IMPORT.exec(line);
    const modules = ROUTE_MODULES.exec(line);
    const entryImport = ENTRY_IMPORT.exec(line);
    if (sideEffect) {
      imports.push(JSON.stringify(sideEffect[1]));
      bindings.push("");
    } else if (namespace) {
      imports.push(JSON.stringify(namespace[2]));
      bindings.push(namespace[1] ?? "");
    } else if (modules) routeModules = modules[1];
    else if (entryImport) entry = JSON.stringify(entryImport[1]);
    else throw new UnknownHydrationScriptError(line);
  }
  if (routeModules === undefined || entry === undefined) throw new UnknownHydrationScriptError(source);
  return [
    "requestAnimationFrame(()=>setTimeout(async()=>{",
    `for(const href of ${JSON.stringify(preloads)}){const link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.append(link)}`,
    `const [${bindings.join(",")}]=await Promise.all([${imports.map((url) => `import(${url})`).join(",")}]);`,
    `window.__reactRouterRouteModules=${routeModules};`,
    `import(${entry});`,
    "},0));",
  ].join("");
}

/** Rewrites one prerendered page; pages without React Router's hydration script are left as they are. */
export function deferHydration(html: string): string {
  const script = HYDRATION_SCRIPT.exec(html);
  if (!script) return html;
  const preloads = [...html.matchAll(PRELOAD)].map(([, href]) => href ?? "");
  const replaced = html.replace(
    HYDRATION_SCRIPT,
    () => `<script type="module">${deferredScript(script[1] ?? "", preloads)}</script>`,
  );
  return replaced.replace(PRELOAD, "");
}
