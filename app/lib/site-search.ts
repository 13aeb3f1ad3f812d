/** Marks the search's shell, the dialog every page that hydrates holds (site-search-shell.tsx). */
export const SEARCH_SHELL = "data-search-shell";
export const SEARCH_SHELL_SELECTOR = `dialog[${SEARCH_SHELL}]`;

/**
 * The search box's hint as this device opens the search: no keys on a touch screen, which has
 * none, and ⌘K rather than Ctrl+K on Apple's platforms (either opens it). Read when the box opens,
 * which a script does, so the page's HTML never needs it. Self-contained (see
 * boot/inline-script.ts): the intent gate hands it to `openSearchShell` before hydration.
 */
export function searchPlaceholder(): string {
  // `platform` is "MacIntel", "iPhone", "iPad" or "iPod" on Apple's devices, in every browser.
  return matchMedia("(pointer: coarse)").matches
    ? "Search articles"
    : `Search articles (/ or ${/^(Mac|iP)/.test(navigator.platform) ? "⌘" : "Ctrl+"}K)`;
}

/**
 * Opens the shell and focuses its box, at once: called inside the visitor's tap, click or key, so
 * a phone raises its keyboard. False when the page has no shell. Self-contained (see
 * boot/inline-script.ts): the intent gate opens it with this same function before hydration, and
 * passes `placeholder` (`searchPlaceholder`) along with it.
 */
export function openSearchShell(selector: string, placeholder: () => string): boolean {
  const shell = document.querySelector(selector);
  if (!(shell instanceof HTMLDialogElement) || !shell.isConnected) return false;
  const input = shell.querySelector("input");
  if (!shell.open) {
    if (input) input.placeholder = placeholder();
    shell.showModal();
    // Opened again after Escape, it offers its text to be typed over, as the dialog does.
    input?.select();
  }
  input?.focus();
  return true;
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
