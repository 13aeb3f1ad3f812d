import type { FilterState } from "../tag-filter";
import type { filterListBeforePaint, TagFilterMarks } from "./tag-filter-first-paint";

/**
 * Makes a prerendered page cost what a static page costs until the visitor shows intent.
 *
 * React Router ends each page with an inline module that imports the route modules and the client
 * entry, which hydrates at once: ~120 kB of JavaScript fetched, parsed and run while the visitor is
 * still reading the first screen. Everything the page shows is already in its HTML, so the server
 * entry leaves that module inert (`finishPage` gives it the type below and lists its preloads in an
 * attribute), and this gate, serialised into the page by `inlineScript`, starts it on the first
 * sign of intent: a pointer over the page, a touch, a key, a focus, or a `?tag=` in the URL, which
 * only the app can apply. Until then it answers the controls marked `data-action` itself: the theme
 * toggle works at once, any other action is remembered on <html> and replayed by the app once it
 * has hydrated (`completeHydration` in app/lib/intent.ts), and links are ordinary links.
 *
 * It must be self-contained (see inline-script.ts): the helpers it shares with the app arrive as
 * arguments, so the page and the app answer a key or a toggle with the same code.
 */
/** The names the gate shares with the app and the server entry (short: they travel in every page). */
export interface IntentGateOptions {
  /** False on pages that never hydrate (Not found): only the theme toggle is answered. */
  hydrates: boolean;
  /** The inert type the server entry gives React Router's module script. */
  deferredType: string;
  /** The attribute on that script listing the module URLs to preload when it starts. */
  preloads: string;
  /** The attribute on that script naming the page's hydration data, a file fetched as it starts. */
  data: string;
  /** The attribute on <html> naming an action clicked before the app ran, for the app to replay. */
  pendingAction: string;
  /** The attribute on <html> holding the keys typed for a search box that is still loading. */
  pendingKeys: string;
  /** The `data-action` values of the theme toggle, the site search button and the tag search's toggle. */
  toggleTheme: string;
  openSearch: string;
  toggleTags: string;
  /** Where the chosen theme is kept in localStorage. */
  themeKey: string;
  /** Links that open something in the app (a diagram's full-size view), not a page of their own. */
  replayed: string;
  /** The attribute marking the one such link clicked before the app ran, for the app to click. */
  pendingClick: string;
  /** The site search's shell, a closed modal dialog with a text box (site-search-shell.tsx). */
  shell: string;
  /** The list page's parts the gate filters before a `?tag=` address paints. */
  tagFilter: TagFilterMarks;
  /** The class the head's boot script puts on <html> at a `?tag=` address, until then. */
  tagPending: string;
  /**
   * Where a page that never hydrates (Not found) sends a visitor who asks for the site search:
   * the blog list, which opens it (the `search` parameter) as soon as its app runs.
   */
  searchPage: string;
}

export function installIntentGate(
  options: IntentGateOptions,
  isSiteSearchShortcut: (event: KeyboardEvent) => boolean,
  storeTheme: (mode: "light" | "dark", storageKey: string) => void,
  openSearchShell: (selector: string, placeholder: () => string) => boolean,
  searchPlaceholder: () => string,
  /** On the list pages only (the others have no list to filter): tag-filter-first-paint.ts. */
  filterList: typeof filterListBeforePaint | null,
  filterMessage: ((tag: string, shown: number, total: number, state: FilterState) => string) | null,
  /** On the list pages only: shows the tag search's shell, focused (app/lib/tag-filter-shell.ts). */
  openTagShell: ((slot: string) => boolean) | null,
): void {
  const root = document.documentElement;
  let started = false;

  const hydrate = (): void => {
    const script = document.querySelector<HTMLScriptElement>(`script[type="${options.deferredType}"]`);
    if (!script) {
      // Started at once (a `?tag=` address) while the parser has not yet reached React Router's
      // scripts, which come after this one: once it has. (Without this, the page never hydrated.)
      if (document.readyState === "loading")
        document.addEventListener("DOMContentLoaded", hydrate, { once: true });
      return;
    }
    // The data first: React Router's client entry waits for its stream (created by React Router's
    // own inline script, which ran with the page) to be filled and closed.
    const data = script.getAttribute(options.data);
    if (data !== null) {
      const context = (
        window as { __reactRouterContext?: { streamController?: ReadableStreamDefaultController<string> } }
      ).__reactRouterContext;
      void fetch(data)
        .then((response) => {
          if (!response.ok) throw new Error(`${data}: ${response.status}`);
          return response.text();
        })
        .then((stream) => {
          // Checked on the server too (defer-hydration.ts): without it the page never hydrates.
          const controller = context?.streamController;
          if (!controller)
            throw new Error("React Router's window.__reactRouterContext.streamController is gone");
          controller.enqueue(stream);
          controller.close();
        });
    }
    // A JSON array of URLs: the server entry writes it (defer-hydration.ts).
    const preloads: string[] = JSON.parse(script.getAttribute(options.preloads) ?? "[]");
    for (const href of preloads) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.append(link);
    }
    // A script whose type the browser did not run is not marked started, and its text came from
    // the parser (so Trusted Types and the page's hash both allow it): given its real type and put
    // back in its place, it runs as React Router wrote it.
    script.type = "module";
    script.removeAttribute(options.preloads);
    script.removeAttribute(options.data);
    script.parentNode?.insertBefore(script, script.nextSibling);
  };

  const start = (): void => {
    if (started || !options.hydrates) return;
    started = true;
    // After the frame that answers the intent is painted, so the first tap never waits for it.
    requestAnimationFrame(() => setTimeout(hydrate, 0));
  };

  // The first pointer over the page, touch, key or focus.
  for (const type of ["pointerover", "pointerdown", "touchstart", "keydown", "focusin"])
    addEventListener(type, start, { capture: true, passive: true, once: true });

  const hydrated = (): boolean => "hydrated" in root.dataset;

  const pend = (action: string): void => {
    root.setAttribute(options.pendingAction, action);
    if (!root.hasAttribute(options.pendingKeys)) root.setAttribute(options.pendingKeys, "");
    start();
  };

  // The site search: its shell opens at once, inside the visitor's gesture (a phone raises its
  // keyboard only then), and keeps what they type for the dialog the app opens once it runs. Where
  // no app runs, the blog list's search is asked for instead.
  const search = (): void => {
    if (!options.hydrates) location.assign(`${options.searchPage}?search`);
    else if (openSearchShell(options.shell, searchPlaceholder)) {
      root.setAttribute(options.pendingAction, options.openSearch);
      start();
    } else pend(options.openSearch);
  };

  // The shell closed (Escape, its close button) before the app ran: the search is no longer
  // wanted, and focus goes back to the search button unless the browser gave it somewhere else.
  const shell = document.querySelector(options.shell);
  shell?.addEventListener("close", () => {
    if (hydrated()) return;
    if (root.getAttribute(options.pendingAction) === options.openSearch)
      root.removeAttribute(options.pendingAction);
    const focused = document.activeElement;
    if (focused === null || focused === document.body || shell.contains(focused))
      document.querySelector<HTMLElement>(`[data-action="${options.openSearch}"]`)?.focus();
  });

  // Keys typed after an action that opens a text box (the searches), until that box takes them
  // (`takePendingKeys`): typed at once after `/` or Ctrl+K, they would otherwise be lost. A click
  // elsewhere or Escape gives up.
  addEventListener("pointerdown", () => root.removeAttribute(options.pendingKeys), true);
  addEventListener(
    "keydown",
    (event) => {
      const typed = root.getAttribute(options.pendingKeys);
      if (typed === null || event.isComposing || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.target instanceof Element && event.target.closest("input,textarea,select,[contenteditable]"))
        return;
      if (event.key === "Escape") {
        root.removeAttribute(options.pendingKeys);
        return;
      }
      const next =
        event.key.length === 1 ? typed + event.key : event.key === "Backspace" ? typed.slice(0, -1) : null;
      if (next === null) return;
      event.preventDefault();
      root.setAttribute(options.pendingKeys, next);
    },
    true,
  );

  addEventListener(
    "click",
    (event) => {
      if (hydrated() || !(event.target instanceof Element)) return;
      // A diagram tapped before the app ran opens in the app's full-size view once it has, not as
      // the bare image file (a plain click only: a new tab still gets the file).
      const replayed = event.target.closest(options.replayed);
      const plain =
        event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
      if (replayed && plain && options.hydrates) {
        event.preventDefault();
        for (const marked of document.querySelectorAll(`[${options.pendingClick}]`))
          marked.removeAttribute(options.pendingClick);
        replayed.setAttribute(options.pendingClick, "");
        start();
        return;
      }
      const control = event.target.closest("[data-action]");
      const action = control?.getAttribute("data-action");
      if (!action) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      if (action === options.toggleTheme)
        storeTheme(root.classList.contains("dark") ? "light" : "dark", options.themeKey);
      else if (action === options.openSearch) search();
      else if (action === options.toggleTags && openTagShell?.(options.tagFilter.slot)) {
        // The tag search's shell shows at once, focused inside the tap, and takes what is typed;
        // the app opens the box in its place. A second tap meanwhile only focuses it again: until
        // the box has loaded, nothing closes it.
        control?.setAttribute("aria-expanded", "true");
        root.setAttribute(options.pendingAction, action);
        start();
      } else if (options.hydrates) pend(action);
    },
    true,
  );

  addEventListener(
    "keydown",
    (event) => {
      if (hydrated() || !isSiteSearchShortcut(event)) return;
      if (!document.querySelector(`[data-action="${options.openSearch}"]`)) return;
      event.preventDefault();
      search();
    },
    true,
  );

  const asked = new URLSearchParams(location.search);
  const tag = asked.get(options.tagFilter.param);
  // A list at a `?tag=` address paints filtered, and the app, which alone can apply the filter
  // from then on, starts at once.
  if (options.hydrates && tag !== null && filterList && filterMessage)
    filterList(tag, options.tagFilter, filterMessage);
  root.classList.remove(options.tagPending);
  if (options.hydrates && asked.has("search")) search();
  else if (options.hydrates && tag !== null) start();
}
