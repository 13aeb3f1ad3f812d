/**
 * The names the server entry, the intent gate and the app share (README.md). The gate remembers
 * here an action asked for before the app ran, which the app performs once it has hydrated
 * (app/pending.ts), so no first click is lost.
 */
export const PENDING_ACTION = "data-pending-action";

/** Keys typed between a pending search action and its input taking focus (boot/gate/pending-keys.ts). */
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
 * alone until the gate starts it (server/defer-hydration.server.ts), and the attributes on it that
 * list the modules to preload then and name the page's hydration data, a file fetched as it starts.
 */
export const DEFERRED_MODULE_TYPE = "text/x-hydrate-on-intent";
export const PRELOAD_ATTRIBUTE = "data-modulepreload";
export const HYDRATION_DATA_ATTRIBUTE = "data-hydration-data";
/**
 * Where React Router's `<ScrollRestoration>` keeps each history entry's scroll position, in
 * sessionStorage: its inline script goes back to it as a page reloads, before the app runs.
 */
export const SCROLL_POSITIONS_KEY = "scroll-positions";
