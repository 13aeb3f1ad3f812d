import type { Browser, BrowserContext } from "@playwright/test";
import { THEME_STORAGE_KEY, type ThemeMode } from "../app/lib/theme";

/** How the site is looked at: both themes, at a phone's width and a desktop's. */
export const THEMES: readonly ThemeMode[] = ["light", "dark"];
export const WIDTHS = [375, 1440] as const;

/** A browser context `width` wide whose pages open in `theme`, as for a visitor who chose it. */
export async function themedContext(
  browser: Browser,
  theme: ThemeMode,
  width: number,
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript(({ key, mode }) => localStorage.setItem(key, mode), {
    key: THEME_STORAGE_KEY,
    mode: theme,
  });
  return context;
}
