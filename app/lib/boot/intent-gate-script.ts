import { isSiteSearchShortcut } from "../site-search";
import { storeTheme, THEME_STORAGE_KEY } from "../theme";
import {
  ACTIONS,
  DEFERRED_MODULE_TYPE,
  HYDRATION_DATA_ATTRIBUTE,
  PENDING_ACTION,
  PENDING_KEYS,
  PRELOAD_ATTRIBUTE,
} from "../intent";
import { installIntentGate, type IntentGateOptions } from "./intent-gate";
import { inlineScript } from "./inline-script";

const INTENT_EVENTS = ["pointerover", "pointerdown", "touchstart", "keydown", "focusin"];

function gateOptions(hydrates: boolean): IntentGateOptions {
  return {
    hydrates,
    deferredModuleType: DEFERRED_MODULE_TYPE,
    preloadAttribute: PRELOAD_ATTRIBUTE,
    hydrationDataAttribute: HYDRATION_DATA_ATTRIBUTE,
    pendingActionAttribute: PENDING_ACTION,
    pendingKeysAttribute: PENDING_KEYS,
    toggleThemeAction: ACTIONS.toggleTheme,
    openSiteSearchAction: ACTIONS.openSiteSearch,
    themeStorageKey: THEME_STORAGE_KEY,
    events: INTENT_EVENTS,
  };
}

/** The inline script that gates hydration on intent; a page that never hydrates gets only its toggle. */
export function intentGateScript(hydrates: boolean): string {
  return inlineScript(installIntentGate, gateOptions(hydrates), isSiteSearchShortcut, storeTheme);
}
