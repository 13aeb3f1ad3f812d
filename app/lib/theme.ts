import { useEffect, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { bootTheme } from "../document/boot/theme-boot";
import { inlineScript } from "../document/boot/inline-script";
import { TAG_PARAM, TAG_PENDING_CLASS } from "./tag-filter-marks";

export type ThemeMode = "light" | "dark";

export const THEME_STORAGE_KEY = "theme";

/** The theme boot script's text: `bootTheme`, serialised (the CSP allows it by its hash). */
export const THEME_BOOT_SCRIPT = inlineScript(bootTheme, THEME_STORAGE_KEY, TAG_PARAM, TAG_PENDING_CLASS);

/**
 * Sets the mode's class and remembers it. Self-contained (see boot/inline-script.ts): the intent
 * gate toggles the theme with it before the app has hydrated, `applyTheme` after.
 */
export function storeTheme(mode: ThemeMode, storageKey: string): void {
  // The stylesheet sets `color-scheme` from the class; no style attribute, so CSP needs no exception.
  document.documentElement.classList.toggle("dark", mode === "dark");
  try {
    localStorage.setItem(storageKey, mode);
  } catch {
    // Storage can be unavailable (private windows, disabled cookies); the mode still applies.
  }
}

export function readTheme(): ThemeMode {
  return document.documentElement.classList.contains("dark") ? "dark" : "light";
}

export function applyTheme(mode: ThemeMode): void {
  storeTheme(mode, THEME_STORAGE_KEY);
}

/** Hears every switch as the class changes: this page's, and another tab's (the boot script's). */
function subscribe(listener: () => void): () => void {
  const observer = new MutationObserver(listener);
  observer.observe(document.documentElement, { attributeFilter: ["class"] });
  return () => observer.disconnect();
}

/**
 * The current mode for passing along as navigation state. The HTML is prerendered in light mode,
 * so the server snapshot is light and React re-renders after hydration if the page is dark.
 */
export function useThemeMode(): ThemeMode {
  return useSyncExternalStore(subscribe, readTheme, () => "light");
}

/** A page reached with a theme mode in its navigation state applies it, on every state change. */
export function useThemeFromNavigationState(): void {
  const { state } = useLocation();
  const mode: unknown = state && typeof state === "object" && "theme" in state ? state.theme : undefined;
  useEffect(() => {
    if (mode === "light" || mode === "dark") applyTheme(mode);
  }, [state, mode]);
}
