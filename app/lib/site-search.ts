import { useSyncExternalStore } from "react";
import { startPendingKeys, takePendingKeys } from "./intent";

/** Never opened yet, open, or closed after being opened (the dialog then stays mounted). */
export const UNUSED = 0;
export const OPEN = 1;
const CLOSED = 2;
export type SiteSearchState = typeof UNUSED | typeof OPEN | typeof CLOSED;

let state: SiteSearchState = UNUSED;
const listeners = new Set<() => void>();

function set(next: SiteSearchState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** Opens the site-wide search dialog from anywhere: the header button, a shortcut, a replayed click. */
export function openSiteSearch(): void {
  // The first time, the dialog's code still has to load: keep what is typed meanwhile for its box.
  if (state === UNUSED) startPendingKeys();
  set(OPEN);
}

export function closeSiteSearch(): void {
  takePendingKeys();
  set(CLOSED);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The site search's state; never used in the prerendered HTML. */
export function useSiteSearchState(): SiteSearchState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => UNUSED,
  );
}

/**
 * `/` (outside text fields, without Alt, which some layouts need to type it) and Ctrl+K or Cmd+K
 * open the site search. Self-contained (see boot/inline-script.ts): the intent gate answers the
 * same keys with this same function before the app has hydrated.
 */
export function isSiteSearchShortcut(event: KeyboardEvent): boolean {
  if (event.ctrlKey || event.metaKey) return event.key.toLowerCase() === "k";
  const typing =
    event.target instanceof Element &&
    event.target.closest("input,textarea,select,[contenteditable]") !== null;
  return event.key === "/" && !event.altKey && !typing;
}
