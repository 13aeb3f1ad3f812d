import {
  isSiteSearchShortcut,
  openSearchShell,
  SEARCH_SHELL_SELECTOR,
  searchPlaceholder,
} from "../site-search";
import { storeTheme, THEME_STORAGE_KEY } from "../theme";
import {
  ACTIONS,
  DEFERRED_MODULE_TYPE,
  HYDRATION_DATA_ATTRIBUTE,
  PENDING_ACTION,
  PENDING_CLICK,
  PENDING_KEYS,
  PRELOAD_ATTRIBUTE,
} from "../intent";
import { installIntentGate, type IntentGateOptions } from "./intent-gate";
import { ZOOMABLE_LINK_SELECTOR } from "../article-markup";
import { inlineScript } from "./inline-script";
import { filterStatusMessage } from "../tag-filter";
import { TAG_FILTER_MARKS, TAG_PARAM, TAG_PENDING_CLASS } from "../tag-filter-marks";
import { filterListBeforePaint } from "./tag-filter-first-paint";
import { openTagFilterShell } from "../tag-filter-shell";

function gateOptions(hydrates: boolean): IntentGateOptions {
  return {
    hydrates,
    deferredType: DEFERRED_MODULE_TYPE,
    preloads: PRELOAD_ATTRIBUTE,
    data: HYDRATION_DATA_ATTRIBUTE,
    pendingAction: PENDING_ACTION,
    pendingKeys: PENDING_KEYS,
    toggleTheme: ACTIONS.toggleTheme,
    openSearch: ACTIONS.openSiteSearch,
    toggleTags: ACTIONS.toggleTagFilter,
    themeKey: THEME_STORAGE_KEY,
    replayed: ZOOMABLE_LINK_SELECTOR,
    pendingClick: PENDING_CLICK,
    shell: SEARCH_SHELL_SELECTOR,
    tagFilter: { ...TAG_FILTER_MARKS, param: TAG_PARAM },
    tagPending: TAG_PENDING_CLASS,
    searchPage: `${import.meta.env.BASE_URL}blog`,
  };
}

/**
 * The inline script that gates hydration on intent; a page that never hydrates gets only its
 * toggle. Only the list pages (`filtersTags`) carry the code that filters their cards before a
 * `?tag=` address paints and the code that opens their tag search's shell.
 */
export function intentGateScript(hydrates: boolean, filtersTags = false): string {
  return inlineScript(
    installIntentGate,
    gateOptions(hydrates),
    isSiteSearchShortcut,
    storeTheme,
    openSearchShell,
    searchPlaceholder,
    filtersTags ? filterListBeforePaint : null,
    filtersTags ? filterStatusMessage : null,
    filtersTags ? openTagFilterShell : null,
  );
}
