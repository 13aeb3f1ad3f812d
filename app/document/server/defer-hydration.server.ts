import { toString } from "hast-util-to-string";
import { DEFERRED_MODULE_TYPE, HYDRATION_DATA_ATTRIBUTE, PRELOAD_ATTRIBUTE } from "../names";
import {
  elementsWhere,
  isLink,
  removeElements,
  UnexpectedPageError,
  type PageTree,
} from "./page-tree.server";

/**
 * Leaves React Router's hydration module inert until the intent gate starts it (boot/intent-gate.ts).
 * `<Scripts />` ends the page with `<link rel="modulepreload">` tags and an inline module that
 * imports the route modules and the client entry. The module keeps its text, which React Router
 * wrote for this page whatever the routes export (split route modules included), and gets a type
 * the browser does not run; the preloads move into an attribute on it, for the gate to add when it
 * starts, and so does the address of the page's hydration data. Nothing of the app is fetched
 * before then.
 *
 * `entryModule` is the client entry's URL from React Router's manifest: the module that imports
 * it is the one to defer. A page without it (Not found renders no `<Scripts />`) is left alone.
 */
export function deferHydration(tree: PageTree, entryModule: string, hydrationData?: string): void {
  const modules = elementsWhere(
    tree.root,
    (element) =>
      element.tagName === "script" &&
      element.properties.type === "module" &&
      toString(element).includes(JSON.stringify(entryModule)),
  );
  const [module, another] = modules;
  if (another) throw new UnexpectedPageError("more than one module imports the client entry");
  if (!module) return;
  expectStreamController(tree);
  const links = new Set(elementsWhere(tree.root, (element) => isLink(element, "modulepreload")));
  const preloads = [...links].map((link) => String(link.properties.href));
  removeElements(tree.root, (element) => links.has(element));
  module.properties.type = DEFERRED_MODULE_TYPE;
  module.properties.async = false;
  module.properties[PRELOAD_ATTRIBUTE] = JSON.stringify(preloads);
  if (hydrationData !== undefined) module.properties[HYDRATION_DATA_ATTRIBUTE] = hydrationData;
}

/**
 * The gate hands the hydration data to React Router through the stream that React Router's context
 * script creates (`window.__reactRouterContext.streamController`): a private seam, checked on every
 * page that hydrates, in `npm run dev` and in the build, so that a React Router release that moves
 * it stops the build with this error instead of publishing pages that never hydrate.
 */
const STREAM_SEAM = "window.__reactRouterContext.streamController = controller";

function expectStreamController(tree: PageTree): void {
  const seams = elementsWhere(
    tree.root,
    (element) => element.tagName === "script" && toString(element).includes(STREAM_SEAM),
  );
  if (seams.length !== 1)
    throw new UnexpectedPageError(
      `React Router's context script no longer sets ${STREAM_SEAM.split(" =")[0]}, which the intent gate fills with the hydration data (app/document/boot/intent-gate.ts)`,
    );
}
