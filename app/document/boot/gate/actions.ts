import type { Gate } from "./gate";

/**
 * The controls marked `data-action`, before the app runs: the theme toggle switches at once, the
 * site search and the tag search show their shells inside the tap, and any other action is
 * remembered for the app, which performs it once it has hydrated.
 */
export function actions({ options, helpers, root, hydrated, pend, search }: Gate): void {
  addEventListener(
    "click",
    (event) => {
      if (hydrated() || !(event.target instanceof Element)) return;
      const control = event.target.closest("[data-action]");
      const action = control?.getAttribute("data-action");
      if (!action) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      if (action === options.toggleTheme)
        helpers.storeTheme(root.classList.contains("dark") ? "light" : "dark", options.themeKey);
      else if (action === options.openSiteSearch) search();
      else if (action === options.toggleTagFilter && helpers.list && helpers.openShell(options.tagShell)) {
        // The tag search's shell shows at once, focused inside the tap, and takes what is typed;
        // the app opens the box in its place.
        control?.setAttribute("aria-expanded", "true");
        pend(action, false);
      } else if (options.hydrates) pend(action);
    },
    true,
  );
}

/**
 * The site search's keyboard shortcut (`/`, Ctrl+K or ⌘K), on a page that has the search, before
 * and after hydration: it clicks the search button, which the click above answers until the app
 * runs, and the app from then on.
 */
export function searchShortcut({ options, helpers }: Gate): void {
  addEventListener(
    "keydown",
    (event) => {
      const button = document.querySelector<HTMLElement>(`[data-action="${options.openSiteSearch}"]`);
      if (!button || !helpers.isSiteSearchShortcut(event)) return;
      event.preventDefault();
      button.click();
    },
    true,
  );
}
