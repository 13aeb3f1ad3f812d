import type { FilterState } from "../../../lib/tag-filter";
import type { filterListBeforePaint, TagFilterMarks } from "../tag-filter-first-paint";

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

/** What the gate shares with the app, passed in by their source so both run one definition. */
export interface GateHelpers {
  isSiteSearchShortcut: (event: KeyboardEvent) => boolean;
  storeTheme: (mode: "light" | "dark", storageKey: string) => void;
  openSearchShell: (selector: string, placeholder: () => string) => boolean;
  searchPlaceholder: () => string;
  /** On the list pages only (the others have no list to filter): tag-filter-first-paint.ts. */
  filterList: typeof filterListBeforePaint | null;
  filterMessage: ((tag: string, shown: number, total: number, state: FilterState) => string) | null;
  /** On the list pages only: shows the tag search's shell, focused (app/lib/tag-filter-shell.ts). */
  openTagShell: ((slot: string) => boolean) | null;
}

/** What every behaviour of the gate is given: the page's names, the helpers, and the gate's acts. */
export interface Gate {
  options: IntentGateOptions;
  helpers: GateHelpers;
  root: HTMLElement;
  /** Starts the app, once, after the frame that answers the intent is painted. */
  start: () => void;
  /** Whether the app has hydrated (it answers everything from then on). */
  hydrated: () => boolean;
  /** Remembers an action for the app to perform once it runs, and starts it. */
  pend: (action: string) => void;
  /** Opens the site search: its shell at once, the dialog once the app runs. */
  search: () => void;
}

/**
 * One self-contained part of what the page does before the app runs (see inline-script.ts): it may
 * use only the gate it is given and the browser's globals.
 */
export type GateBehaviour = (gate: Gate) => void;
