import { createContext } from "react";

/**
 * Whether a page hydrates. The Not found page never does: hosts serve it at every unknown address,
 * where the router would have to pretend to be at the address it was rendered for. It needs no app
 * (its header has no search, and the intent gate answers its theme toggle), so it ships no scripts
 * but the gate and the theme's boot script. The server entry decides, from the response's status
 * (an address a loader refused) and the matched routes' handles (the catch-all route says
 * `hydrates: false`): it publishes no hydration data, and tells the layout (through
 * `PageHydratesContext`) to render no `<Scripts />`. In the browser only pages that hydrate run.
 */
export interface StaticPageHandle {
  hydrates: false;
}

function isStatic(handle: unknown): boolean {
  return typeof handle === "object" && handle !== null && "hydrates" in handle && handle.hydrates === false;
}

export function pageHydrates(status: number, handles: readonly unknown[]): boolean {
  return status !== 404 && !handles.some(isStatic);
}

export const PageHydratesContext = createContext(true);
