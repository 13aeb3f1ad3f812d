import { UNSAFE_useScrollRestoration as useScrollRestoration } from "react-router";
import { SCROLL_POSITIONS_KEY } from "~/lib/intent";

/**
 * React Router's `<ScrollRestoration>` without its inline script: the hook that keeps each history
 * entry's scroll position and restores it on the app's navigations. The script, which restores it
 * as the page loads, is the intent gate's (a script and a policy hash less in every page); both
 * use the same storage key.
 */
export function ScrollPositions() {
  useScrollRestoration({ storageKey: SCROLL_POSITIONS_KEY });
  return null;
}
