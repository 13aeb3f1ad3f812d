import { useSyncExternalStore } from "react";

/** The header button carries this, so a click made before hydration can be replayed after it. */
export const OPEN_SITE_SEARCH_ACTION = "open-site-search";

let open = false;
const listeners = new Set<() => void>();

function set(next: boolean): void {
  if (open === next) return;
  open = next;
  for (const listener of listeners) listener();
}

/** Opens the site-wide search dialog from anywhere: the header button, a shortcut, a replayed click. */
export function openSiteSearch(): void {
  set(true);
}

export function closeSiteSearch(): void {
  set(false);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the site search dialog is open; always closed in the prerendered HTML. */
export function useSiteSearchOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}

/** True when a key press belongs to what the visitor is typing, so `/` must not open the search. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}

/** `/` (outside text fields) and Ctrl+K or Cmd+K open the site search. */
export function isSiteSearchShortcut(event: KeyboardEvent): boolean {
  if (event.key.toLowerCase() === "k" && (event.ctrlKey || event.metaKey) && !event.altKey) return true;
  return event.key === "/" && !event.ctrlKey && !event.metaKey && !event.altKey && !isTyping(event.target);
}
