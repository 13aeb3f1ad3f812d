import { useEffect } from "react";

/**
 * Marks <html data-hydrated> once the app is interactive. Scripts start after the first paint, so
 * tests (and anyone debugging) can tell the static page from the hydrated one.
 */
export function useMarkHydrated(): void {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
}
