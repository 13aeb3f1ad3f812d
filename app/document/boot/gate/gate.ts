import type { GateHelpers, IntentGateOptions } from "../intent-gate-script";

/** What every behaviour of the gate is given: the page's names, the helpers, and the gate's acts. */
export interface Gate {
  options: IntentGateOptions;
  helpers: GateHelpers;
  root: HTMLElement;
  /** Starts the app, once, after the frame that answers the intent is painted. */
  start: () => void;
  /** Whether the app has hydrated (it answers everything from then on). */
  hydrated: () => boolean;
  /** Remembers an action for the app to perform once it runs, and starts it; `keys`: the keys too. */
  pend: (action: string, keys?: boolean) => void;
  /** Opens the site search: its shell at once, the dialog once the app runs. */
  search: () => void;
}
