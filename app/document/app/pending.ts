import { useEffect } from "react";
import { PENDING_ACTION, PENDING_CLICK, PENDING_KEYS } from "../names";

/* What the app takes over from the intent gate once it runs: the action, the click and the keys
   the visitor gave the page before (boot/intent-gate.ts remembers them on <html>). */

/**
 * Marks <html data-hydrated> once the app is interactive, and performs the action a visitor asked
 * for before it was. Pages hydrate on first interaction, so tests (and anyone debugging) can tell
 * the static page from the hydrated one.
 */
export function useMarkHydrated(): void {
  useEffect(() => completeHydration(), []);
}

/** Marks the app hydrated and replays a pending action. */
export function completeHydration(root: HTMLElement = document.documentElement): void {
  root.dataset.hydrated = "";
  // The head's boot script sets this before paint; a page rendered without it still shows the
  // controls that need scripts once the app runs.
  root.classList.add("js");
  const clicked = root.querySelector<HTMLElement>(`[${PENDING_CLICK}]`);
  clicked?.removeAttribute(PENDING_CLICK);
  clicked?.click();
  const action = root.getAttribute(PENDING_ACTION);
  if (action === null) return;
  root.removeAttribute(PENDING_ACTION);
  root.querySelector<HTMLElement>(`[data-action="${CSS.escape(action)}"]`)?.click();
}

/** Starts recording typed keys for an input that is about to open (and takes a while to load). */
export function startPendingKeys(root: HTMLElement = document.documentElement): void {
  if (!root.hasAttribute(PENDING_KEYS)) root.setAttribute(PENDING_KEYS, "");
}

/** The keys typed since the input was asked for; recording stops. */
export function takePendingKeys(root: HTMLElement = document.documentElement): string {
  const keys = root.getAttribute(PENDING_KEYS) ?? "";
  root.removeAttribute(PENDING_KEYS);
  return keys;
}
