import type { Gate } from "./gate";

/**
 * The site search's shell closed (Escape, its close button) before the app ran: the search is no
 * longer wanted, and focus goes back to the search button unless the browser gave it elsewhere.
 */
export function searchShellCloses({ options, root, hydrated }: Gate): void {
  const shell = document.querySelector(options.shell);
  shell?.addEventListener("close", () => {
    if (hydrated()) return;
    if (root.getAttribute(options.pendingAction) === options.openSearch)
      root.removeAttribute(options.pendingAction);
    const focused = document.activeElement;
    if (focused === null || focused === document.body || shell.contains(focused))
      document.querySelector<HTMLElement>(`[data-action="${options.openSearch}"]`)?.focus();
  });
}
