import {
  isSiteSearchShortcut,
  openSearchShell,
  SEARCH_SHELL_SELECTOR,
  searchPlaceholder,
} from "../../lib/site-search";
import { storeTheme, THEME_STORAGE_KEY } from "../../lib/theme";
import {
  ACTIONS,
  DEFERRED_MODULE_TYPE,
  HYDRATION_DATA_ATTRIBUTE,
  PENDING_ACTION,
  PENDING_CLICK,
  PENDING_KEYS,
  PRELOAD_ATTRIBUTE,
} from "../names";
import { installIntentGate } from "./intent-gate";
import type { IntentGateOptions } from "./gate/gate";
import { startHydration } from "./gate/start-hydration";
import { searchShellCloses } from "./gate/search-shell";
import { pendingKeys } from "./gate/pending-keys";
import { replayedClicks } from "./gate/replayed-clicks";
import { actions, searchShortcut } from "./gate/actions";
import { address } from "./gate/address";
import { ZOOMABLE_LINK_SELECTOR } from "../../lib/article-markup";
import { inlineScript } from "./inline-script";
import { filterStatusMessage } from "../../lib/tag-filter";
import { TAG_FILTER_MARKS, TAG_PARAM, TAG_PENDING_CLASS } from "../../lib/tag-filter-marks";
import { filterListBeforePaint } from "./tag-filter-first-paint";
import { openTagFilterShell } from "../../lib/tag-filter-shell";

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
    {
      isSiteSearchShortcut,
      storeTheme,
      openSearchShell,
      searchPlaceholder,
      filterList: filtersTags ? filterListBeforePaint : null,
      filterMessage: filtersTags ? filterStatusMessage : null,
      openTagShell: filtersTags ? openTagFilterShell : null,
    },
    startHydration,
    // In this order: the address's own asks (`?tag=`, `?search`) last, once the others listen.
    [searchShellCloses, pendingKeys, replayedClicks, actions, searchShortcut, address],
  );
}
