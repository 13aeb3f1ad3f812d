/**
 * Pages hydrate on the visitor's first sign of intent, not on load (see
 * `exporter/passes/hydrate-on-intent.ts`). Until then a small inline script answers the controls
 * marked `data-action`: it switches the theme itself and remembers any other action here, and the
 * app performs the remembered action as soon as it has hydrated, so no first click is lost.
 */
export const PENDING_ACTION = "data-pending-action";

/** Set on the Not found page while it hydrates at the address it was prerendered for. */
export const SHOWN_URL = "data-shown-url";

/**
 * Keys typed between a pending search action and its input taking focus: the inline script records
 * them here (see `scripts/build/hydrate-on-intent.ts`) and the input that opens takes them, so the
 * first word typed after `/` or Ctrl+K on a fresh page arrives whole.
 */
export const PENDING_KEYS = "data-pending-keys";

export const ACTIONS = {
  toggleTheme: "toggle-theme",
  toggleTagSearch: "toggle-tag-search",
  openSiteSearch: "open-site-search",
} as const;

/** Marks the app hydrated, puts back the address the visitor asked for, replays a pending action. */
export function completeHydration(root: HTMLElement = document.documentElement): void {
  const shownUrl = root.getAttribute(SHOWN_URL);
  if (shownUrl !== null) {
    root.removeAttribute(SHOWN_URL);
    history.replaceState(history.state, "", shownUrl);
  }
  root.dataset.hydrated = "";
  // The built pages' inline script sets this before paint; `npm run dev` has no such script, and
  // the controls that need scripts (the list's tag search toggle) show once the app runs.
  root.classList.add("js");
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
