/** Marks the search's shell, the dialog every page that hydrates holds (site-search.tsx). */
export const SEARCH_SHELL = "data-search-shell";
export const SEARCH_SHELL_SELECTOR = `dialog[${SEARCH_SHELL}]`;

/**
 * The search box's hint as this device opens the search: no keys on a touch screen, which has
 * none, and ⌘K rather than Ctrl+K on Apple's platforms (either opens it). Read when the box opens,
 * which a script does, so the page's HTML never needs it. Self-contained (see
 * boot/inline-script.ts): the intent gate hands it to `openShell` before hydration.
 */
export function searchPlaceholder(): string {
  // `platform` is "MacIntel", "iPhone", "iPad" or "iPod" on Apple's devices, in every browser.
  return matchMedia("(pointer: coarse)").matches
    ? "Search articles"
    : `Search articles (/ or ${/^(Mac|iP)/.test(navigator.platform) ? "⌘" : "Ctrl+"}K)`;
}

/**
 * `/` (outside text fields, without Alt, which some layouts need to type it) and Ctrl+K or Cmd+K
 * open the site search. Self-contained (see boot/inline-script.ts): the intent gate answers them
 * (`searchShortcut`), before the app has hydrated and after.
 */
export function isSiteSearchShortcut(event: KeyboardEvent): boolean {
  if (event.ctrlKey || event.metaKey) return event.key.toLowerCase() === "k";
  const typing =
    event.target instanceof Element &&
    event.target.closest("input,textarea,select,[contenteditable]") !== null;
  return event.key === "/" && !event.altKey && !typing;
}
