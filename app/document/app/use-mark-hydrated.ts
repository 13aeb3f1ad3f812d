import { useEffect } from "react";
import { completeHydration } from "./pending";

/**
 * Marks <html data-hydrated> once the app is interactive, and performs the action a visitor asked
 * for before it was. Pages hydrate on first interaction, so tests (and anyone debugging) can tell
 * the static page from the hydrated one.
 */
export function useMarkHydrated(): void {
  useEffect(() => completeHydration(), []);
}
