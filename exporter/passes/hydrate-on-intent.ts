import { ACTIONS, PENDING_ACTION, PENDING_KEYS, SHOWN_URL } from "../../app/lib/intent";
import { THEME_STORAGE_KEY } from "../../app/lib/theme";

/**
 * Makes a prerendered page cost what a static page costs until the visitor shows intent.
 *
 * React Router ends each page with `<link rel="modulepreload">` tags and an inline module that
 * imports the route modules and the client entry, which hydrates at once: ~120 kB of JavaScript
 * is fetched, parsed and run while the visitor is still reading the first screen, and on a slow
 * phone that is 100 ms and more of a blocked main thread. Everything the page shows is already in
 * the HTML, so this rewrites the script to start the same preloads and imports on the first sign
 * of intent instead: a pointer over the page, a touch, a key, a focus, or a `?tag=` in the URL,
 * which only the app can apply. Until then the script answers the controls that need it (see
 * `app/lib/intent.ts`): the theme toggle works by itself, other actions are replayed once the app
 * has hydrated, and links are ordinary links to prerendered pages.
 */

const PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const HYDRATION_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const SIDE_EFFECT_IMPORT = /^import "([^"]+)";$/;
const NAMESPACE_IMPORT = /^import \* as (\w+) from "([^"]+)";$/;
const ROUTE_MODULES = /^window\.__reactRouterRouteModules = (\{[^;]*\});$/;
const ENTRY_IMPORT = /^import\("([^"]+)"\);$/;

const INTENT_EVENTS = ["pointerover", "pointerdown", "touchstart", "keydown", "focusin"];

/**
 * Records the keys typed after an action that opens a text box (the searches) until that box takes
 * them (`takePendingKeys` in app/lib/intent.ts): typed at once after `/` or Ctrl+K, they would
 * otherwise reach the page before the box exists. A click elsewhere or Escape gives up.
 */
function pendingKeysScript(): string {
  const keys = JSON.stringify(PENDING_KEYS);
  return [
    `addEventListener("pointerdown",()=>root.removeAttribute(${keys}),true);`,
    'addEventListener("keydown",(event)=>{',
    `const typed=root.getAttribute(${keys});`,
    "if(typed===null||event.isComposing||event.ctrlKey||event.metaKey||event.altKey)return;",
    'if(event.target instanceof Element&&event.target.closest("input,textarea,select,[contenteditable]"))return;',
    `if(event.key==="Escape"){root.removeAttribute(${keys});return}`,
    'const next=event.key.length===1?typed+event.key:event.key==="Backspace"?typed.slice(0,-1):null;',
    `if(next!==null){event.preventDefault();root.setAttribute(${keys},next)}`,
    "},true);",
  ].join("");
}

export class UnknownHydrationScriptError extends Error {
  constructor(line: string) {
    super(
      `React Router's hydration script has a line exporter/passes/hydrate-on-intent.ts does not know: ` +
        `${JSON.stringify(line)}. Teach it the new form (its tests show the old one).`,
    );
    this.name = "UnknownHydrationScriptError";
  }
}

/**
 * Fetches the page's hydration data (hydration-data.ts took it out of the page) into React
 * Router's stream, and closes it, as the removed inline scripts did; the client entry waits for it.
 */
function loadData(dataUrl: string): string {
  return [
    `fetch(${JSON.stringify(dataUrl)}).then((response)=>{if(!response.ok)throw new Error(response.status);return response.text()})`,
    ".then((stream)=>{const controller=window.__reactRouterContext.streamController;controller.enqueue(stream);controller.close()});",
  ].join("");
}

/** The preloads and imports React Router would have run on load, as one function body. */
function hydrationBody(source: string, preloads: string[], dataUrl: string | undefined): string {
  const imports: string[] = [];
  const bindings: string[] = [];
  let routeModules: string | undefined;
  let entry: string | undefined;
  for (const line of source
    .split("\n")
    .map((text) => text.trim())
    .filter(Boolean)) {
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
    dataUrl === undefined ? "" : loadData(dataUrl),
    `for(const href of ${JSON.stringify(preloads)}){const link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.append(link)}`,
    `const [${bindings.join(",")}]=await Promise.all([${imports.map((url) => `import(${url})`).join(",")}]);`,
    `window.__reactRouterRouteModules=${routeModules};`,
    `import(${entry});`,
  ].join("");
}

/**
 * The inline script: hydration on intent, and the controls' answers until then. `renderedAt` is
 * set for the Not found page, which hosts serve at every unknown address: the router must hydrate
 * it at the address it was prerendered for, and the visitor's address is put back afterwards.
 */
function intentScript(hydrate: string, renderedAt: string | undefined): string {
  const moveToRenderedAddress =
    renderedAt === undefined
      ? ""
      : `root.setAttribute(${JSON.stringify(SHOWN_URL)},location.href);history.replaceState(history.state,"",${JSON.stringify(renderedAt)});`;
  return [
    "const root=document.documentElement;",
    "let started=false;",
    `const hydrate=async()=>{${moveToRenderedAddress}${hydrate}};`,
    "const start=()=>{if(started)return;started=true;requestAnimationFrame(()=>setTimeout(hydrate,0))};",
    `for(const type of ${JSON.stringify(INTENT_EVENTS)})addEventListener(type,start,{capture:true,passive:true,once:true});`,
    pendingKeysScript(),
    `const pend=(action)=>{root.setAttribute(${JSON.stringify(PENDING_ACTION)},action);root.hasAttribute(${JSON.stringify(PENDING_KEYS)})||root.setAttribute(${JSON.stringify(PENDING_KEYS)},"");start()};`,
    'addEventListener("click",(event)=>{',
    'if("hydrated" in root.dataset||!(event.target instanceof Element))return;',
    'const control=event.target.closest("[data-action]");',
    "if(!control)return;",
    "event.preventDefault();event.stopImmediatePropagation();",
    'const action=control.getAttribute("data-action");',
    `if(action===${JSON.stringify(ACTIONS.toggleTheme)}){const dark=root.classList.toggle("dark");try{localStorage.setItem(${JSON.stringify(THEME_STORAGE_KEY)},dark?"dark":"light")}catch{}}`,
    "else pend(action)",
    "},true);",
    'addEventListener("keydown",(event)=>{',
    'if("hydrated" in root.dataset)return;',
    'const typing=event.target instanceof Element&&event.target.closest("input,textarea,select,[contenteditable]");',
    'const shortcut=(event.key==="/"&&!typing&&!event.ctrlKey&&!event.metaKey&&!event.altKey)||(event.key.toLowerCase()==="k"&&(event.ctrlKey||event.metaKey));',
    `if(shortcut&&document.querySelector('[data-action="${ACTIONS.openSiteSearch}"]')){event.preventDefault();pend(${JSON.stringify(ACTIONS.openSiteSearch)})}`,
    "},true);",
    'if(new URLSearchParams(location.search).has("tag"))start();',
  ].join("");
}

export interface IntentOptions {
  /** The address the page was prerendered for, when hosts serve it at other addresses too. */
  renderedAt?: string;
  /** Where the page's hydration data is, when it is not in the page (hydration-data.ts). */
  dataUrl?: string;
}

/** Rewrites one prerendered page; pages without React Router's hydration script are left as they are. */
export function hydrateOnIntent(html: string, { renderedAt, dataUrl }: IntentOptions = {}): string {
  const script = HYDRATION_SCRIPT.exec(html);
  if (!script) return html;
  const preloads = [...html.matchAll(PRELOAD)].map(([, href]) => href ?? "");
  const body = hydrationBody(script[1] ?? "", preloads, dataUrl);
  const replaced = html.replace(
    HYDRATION_SCRIPT,
    () => `<script type="module">${intentScript(body, renderedAt)}</script>`,
  );
  return replaced.replace(PRELOAD, "");
}
