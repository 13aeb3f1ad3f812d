import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while the prerendered HTML hydrates, true after. What depends on the URL's query string
 * (unknown when the page was prerendered) waits for it, so hydration matches the HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
