import { useSyncExternalStore } from "react";

export type ThemeMode = "light" | "dark";

export const THEME_STORAGE_KEY = "theme";

export function isThemeMode(value: unknown): value is ThemeMode {
  return value === "light" || value === "dark";
}

/**
 * Runs inline in <head> before the first paint: applies the mode from navigation state (a page
 * reloaded after a card click) or the visitor's stored choice, so no page flashes the wrong theme.
 * It also marks the page as running scripts (`js`), which caps long code blocks and shows the
 * controls that need scripts: set here, before anything is laid out, so a page that paints while
 * its HTML is still arriving does not change its layout when the parser reaches the end.
 * It must stay tiny and self-contained; its hash is allowed by the Content-Security-Policy. It sets
 * classes only: a style attribute would need `'unsafe-inline'` in `style-src`, and the stylesheet
 * gives `.dark` its `color-scheme`.
 */
export const THEME_BOOT_SCRIPT = `(function(){document.documentElement.classList.add("js");try{var s=history.state&&history.state.usr&&history.state.usr.theme;var m=s==="dark"||s==="light"?s:localStorage.getItem("${THEME_STORAGE_KEY}");if(m==="dark"){document.documentElement.classList.add("dark")}}catch(e){}})()`;

const listeners = new Set<() => void>();

export function readTheme(): ThemeMode {
  return document.documentElement.classList.contains("dark") ? "dark" : "light";
}

export function applyTheme(mode: ThemeMode): void {
  const root = document.documentElement;
  // The stylesheet sets `color-scheme` from the class; no style attribute, so CSP needs no exception.
  root.classList.toggle("dark", mode === "dark");
  try {
    localStorage.setItem(THEME_STORAGE_KEY, mode);
  } catch {
    // Storage can be unavailable (private windows, disabled cookies); the mode still applies.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The current mode for passing along as navigation state. The HTML is prerendered in light mode,
 * so the server snapshot is light and React re-renders after hydration if the page is dark.
 */
export function useThemeMode(): ThemeMode {
  return useSyncExternalStore(subscribe, readTheme, () => "light");
}
