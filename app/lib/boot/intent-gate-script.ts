import { isSiteSearchShortcut, openSearchShell, SEARCH_SHELL_SELECTOR } from "../site-search";
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
    themeKey: THEME_STORAGE_KEY,
    replayed: ZOOMABLE_LINK_SELECTOR,
    pendingClick: PENDING_CLICK,
    shell: SEARCH_SHELL_SELECTOR,
    searchPage: `${import.meta.env.BASE_URL}blog`,
  };
}

/** The inline script that gates hydration on intent; a page that never hydrates gets only its toggle. */
export function intentGateScript(hydrates: boolean): string {
  return inlineScript(
    installIntentGate,
    gateOptions(hydrates),
    isSiteSearchShortcut,
    storeTheme,
    openSearchShell,
  );
}
