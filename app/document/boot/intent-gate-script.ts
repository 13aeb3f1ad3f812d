import { isSiteSearchShortcut, SEARCH_SHELL_SELECTOR, searchPlaceholder } from "../../lib/site-search";
import { openShell } from "../app/pending";
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

/**
 * The names the gate shares with the app and the server entry (short: they travel in every page),
 * each described where it is defined.
 */
function gateOptions(hydrates: boolean) {
  return {
    /** False on pages that never hydrate (Not found): only the theme toggle is answered. */
    hydrates,
    deferredType: DEFERRED_MODULE_TYPE,
    preloads: PRELOAD_ATTRIBUTE,
    data: HYDRATION_DATA_ATTRIBUTE,
    pendingAction: PENDING_ACTION,
    pendingKeys: PENDING_KEYS,
    ...ACTIONS,
    /** Where the chosen theme is kept in localStorage. */
    themeKey: THEME_STORAGE_KEY,
    replayed: ZOOMABLE_LINK_SELECTOR,
    pendingClick: PENDING_CLICK,
    shell: SEARCH_SHELL_SELECTOR,
    tagShell: `[${TAG_FILTER_MARKS.slot}]`,
    tagFilter: { ...TAG_FILTER_MARKS, param: TAG_PARAM },
    tagPending: TAG_PENDING_CLASS,
    /**
     * Where a page that never hydrates (Not found) sends a visitor who asks for the site search:
     * the blog list, which opens it (the `search` parameter) as soon as its app runs.
     */
    searchPage: `${import.meta.env.BASE_URL}blog`,
  };
}

/**
 * What the gate shares with the app, passed in by their source so both run one definition. Only
 * the list pages (`filtersTags`) carry `list`, the code that filters their cards before a `?tag=`
 * address paints (tag-filter-first-paint.ts); only they have a tag search whose shell to open.
 */
function gateHelpers(filtersTags: boolean) {
  return {
    isSiteSearchShortcut,
    storeTheme,
    openShell,
    searchPlaceholder,
    list: filtersTags ? { filter: filterListBeforePaint, message: filterStatusMessage } : null,
  };
}

export type IntentGateOptions = ReturnType<typeof gateOptions>;
export type GateHelpers = ReturnType<typeof gateHelpers>;

/** The inline script that gates hydration on intent; a page that never hydrates gets only its toggle. */
export function intentGateScript(hydrates: boolean, filtersTags = false): string {
  return inlineScript(
    installIntentGate,
    gateOptions(hydrates),
    gateHelpers(filtersTags),
    startHydration,
    // In this order: the address's own asks (`?tag=`, `?search`) last, once the others listen.
    [searchShellCloses, pendingKeys, replayedClicks, actions, searchShortcut, address],
  );
}
