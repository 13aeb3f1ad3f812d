import { PENDING_ACTION, PENDING_CLICK, PENDING_KEYS } from "../names";

/* What the app takes over from the intent gate once it runs: the action, the click and the keys
   the visitor gave the page before (boot/intent-gate.ts remembers them on <html>), and the search
   boxes' shells. */

/**
 * Marks <html data-hydrated>, so that tests (and anyone debugging) can tell the static page from
 * the hydrated one, and performs the click or the action a visitor gave before.
 */
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

/**
 * Shows a search box's shell (the site search's dialog, the tag search's box) and focuses its box,
 * at once: called inside the visitor's tap, click or key, so a phone raises its keyboard. Again
 * while it is shown, it only focuses the box: a second tap made while the box loads never closes
 * it. False when the page has no such shell. Self-contained (see boot/inline-script.ts): the
 * intent gate opens the shells with this same function before hydration, the app after; the site
 * search passes its box's hint (`searchPlaceholder`).
 */
export function openShell(selector: string, placeholder?: () => string): boolean {
  const shell = document.querySelector(selector);
  const input = shell?.querySelector("input");
  if (!(shell instanceof HTMLElement) || !input) return false;
  if (!(shell instanceof HTMLDialogElement)) shell.hidden = false;
  else if (!shell.open) {
    if (placeholder) input.placeholder = placeholder();
    shell.showModal();
    // Opened again after Escape, it offers its text to be typed over, as the dialog does.
    input.select();
  }
  input.focus();
  return true;
}

/**
 * Called by the box that takes over from its shell, as it opens: returns the shell's input if the
 * shell is shown, which keeps what was typed and the caret, and hides the shell at once (the next
 * render removes it). Focus must already be in the box that takes over: focus moved from one text
 * box to another keeps a phone's keyboard up, focus lost does not. Hidden rather than closed: a
 * modal dialog that closes gives focus back to where it was before it opened.
 */
export function takeShell(selector: string): HTMLInputElement | null {
  const shell = document.querySelector<HTMLElement>(selector);
  if (!shell) return null;
  const shown = shell instanceof HTMLDialogElement ? shell.open : !shell.hidden;
  shell.hidden = true;
  return shown ? shell.querySelector("input") : null;
}
