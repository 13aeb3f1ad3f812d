import type { Gate } from "./gate";

/**
 * The site search's shell closed (Escape, its close button) before the dialog took over: the search
 * is no longer wanted, and focus goes back to the search button unless the browser gave it
 * elsewhere. Before hydration and after (the app cancels its open, site-search.tsx); heard on
 * the way down, as `close` does not bubble, so a shell the app renders anew is heard too.
 */
export function searchShellCloses({ options, root }: Gate): void {
  addEventListener(
    "close",
    ({ target: shell }) => {
      if (!(shell instanceof HTMLElement) || !shell.matches(options.shell)) return;
      if (root.getAttribute(options.pendingAction) === options.openSiteSearch)
        root.removeAttribute(options.pendingAction);
      const focused = document.activeElement;
      if (focused === null || focused === document.body || shell.contains(focused))
        document.querySelector<HTMLElement>(`[data-action="${options.openSiteSearch}"]`)?.focus();
    },
    true,
  );
}
