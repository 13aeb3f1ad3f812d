import type { Gate } from "./gate/gate";
import type { GateHelpers, IntentGateOptions } from "./intent-gate-script";

/**
 * Makes a prerendered page cost what a static page costs until the visitor shows intent: React
 * Router's module would fetch, parse and run ~120 kB of JavaScript at once, while the visitor is
 * still reading the first screen, for a page whose HTML already shows everything. The server entry
 * leaves it inert (defer-hydration.server.ts), and this gate starts it on the first pointer over
 * the page, touch, key or focus, or a `?tag=` in the URL, which only the app can apply. Until then
 * it answers the controls marked `data-action` itself (gate/actions.ts), and links are ordinary
 * links. It is a list of small behaviours (gate/), each self-contained (see inline-script.ts),
 * given the gate's acts (gate.ts) and the helpers it shares with the app (intent-gate-script.ts).
 */
export function installIntentGate(
  options: IntentGateOptions,
  helpers: GateHelpers,
  startHydration: (options: IntentGateOptions) => void,
  behaviours: ((gate: Gate) => void)[],
): void {
  const root = document.documentElement;
  let started = false;
  const start = (): void => {
    if (started || !options.hydrates) return;
    started = true;
    // After the frame that answers the intent is painted, so the first tap never waits for it.
    requestAnimationFrame(() => setTimeout(() => startHydration(options), 0));
  };
  // The first pointer over the page, touch, key or focus.
  for (const type of ["pointerover", "pointerdown", "touchstart", "keydown", "focusin"])
    addEventListener(type, start, { capture: true, passive: true, once: true });

  const pend = (action: string, keys = true): void => {
    root.setAttribute(options.pendingAction, action);
    if (keys && !root.hasAttribute(options.pendingKeys)) root.setAttribute(options.pendingKeys, "");
    start();
  };
  const gate: Gate = {
    options,
    helpers,
    root,
    start,
    pend,
    hydrated: () => "hydrated" in root.dataset,
    // Where no app runs, the blog list's search is asked for instead.
    search: () => {
      if (!options.hydrates) location.assign(`${options.searchPage}?search`);
      else pend(options.openSiteSearch, !helpers.openShell(options.shell, helpers.searchPlaceholder));
    },
  };
  for (const behave of behaviours) behave(gate);
}
