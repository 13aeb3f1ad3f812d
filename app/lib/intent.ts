/**
 * Pages hydrate on the visitor's first sign of intent, not on load: the intent gate
 * (boot/intent-gate.ts) answers the controls marked `data-action` until then. It switches the
 * theme itself and remembers any other action here, and the app performs the remembered action as
 * soon as it has hydrated, so no first click is lost.
 */
export const PENDING_ACTION = "data-pending-action";

/**
 * Keys typed between a pending search action and its input taking focus: the gate records them
 * here and the input that opens takes them, so the first word typed after `/` or Ctrl+K on a fresh
 * page arrives whole.
 */
export const PENDING_KEYS = "data-pending-keys";

/** Marks the one link (a diagram's) clicked before the app ran: the app clicks it once it runs. */
export const PENDING_CLICK = "data-pending-click";

export const ACTIONS = {
  toggleTheme: "toggle-theme",
  toggleTagFilter: "toggle-tag-filter",
  openSiteSearch: "open-site-search",
} as const;

/**
 * The type the server entry gives React Router's module script so that the browser leaves it
 * alone until the gate starts it (app/lib/page/defer-hydration.ts), and the attribute that lists
 * the modules to preload then.
 */
export const DEFERRED_MODULE_TYPE = "text/x-hydrate-on-intent";
/**
 * Where React Router's `<ScrollRestoration>` keeps each history entry's scroll position, in
 * sessionStorage: its inline script goes back to it as a page reloads, before the app runs.
 */
export const SCROLL_POSITIONS_KEY = "scroll-positions";
export const PRELOAD_ATTRIBUTE = "data-modulepreload";
export const HYDRATION_DATA_ATTRIBUTE = "data-hydration-data";

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
