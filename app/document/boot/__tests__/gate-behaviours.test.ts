// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Gate } from "../gate/gate";
import type { IntentGateOptions } from "../intent-gate-script";
import { actions } from "../gate/actions";
import { pendingKeys } from "../gate/pending-keys";
import { replayedClicks } from "../gate/replayed-clicks";

/**
 * Each of the gate's behaviours alone, with a gate of test doubles: what it does is its own, and
 * what it asks of the gate (start the app, remember an action, open the search) is seen here.
 * intent-gate.test.ts runs them together, serialised, as a page does.
 */
// Each behaviour's listeners are removed after each test: other test files share this thread, and
// a click listener left behind would intercept their buttons.
const listeners: [string, EventListenerOrEventListenerObject, boolean][] = [];

beforeEach(() => {
  const add = window.addEventListener.bind(window);
  vi.spyOn(window, "addEventListener").mockImplementation((type, listener, options) => {
    listeners.push([type, listener, options === true]);
    add(type, listener, options);
  });
});

afterEach(() => {
  for (const [type, listener, capture] of listeners.splice(0))
    window.removeEventListener(type, listener, capture);
  document.documentElement.removeAttribute("data-keys");
  document.body.innerHTML = "";
});

function gate(options: Partial<IntentGateOptions> = {}): Gate {
  return {
    options: {
      hydrates: true,
      pendingKeys: "data-keys",
      replayed: "a.zoom",
      pendingClick: "data-clicked",
      toggleTheme: "theme",
      openSiteSearch: "search",
      toggleTagFilter: "tags",
      themeKey: "theme",
      ...options,
    } as IntentGateOptions,
    helpers: { storeTheme: vi.fn() } as unknown as Gate["helpers"],
    root: document.documentElement,
    start: vi.fn(),
    hydrated: () => false,
    pend: vi.fn(),
    search: vi.fn(),
  };
}

const key = (k: string) => window.dispatchEvent(new KeyboardEvent("keydown", { key: k, cancelable: true }));

describe("the gate's behaviours, each alone", () => {
  it("pending keys: records what is typed once recording is on, Backspace included, and a click gives up", () => {
    pendingKeys(gate());
    key("x");
    expect(document.documentElement.hasAttribute("data-keys")).toBe(false);
    document.documentElement.setAttribute("data-keys", "");
    for (const k of ["a", "b", "Backspace", "c"]) key(k);
    expect(document.documentElement.getAttribute("data-keys")).toBe("ac");
    window.dispatchEvent(new Event("pointerdown"));
    expect(document.documentElement.hasAttribute("data-keys")).toBe(false);
  });

  it("replayed clicks: a plain click on a diagram's link marks it for the app and starts it, a modified one is the browser's", () => {
    const g = gate();
    replayedClicks(g);
    document.body.innerHTML = '<a class="zoom" href="/d.svg">Diagram</a>';
    const link = document.querySelector("a") as HTMLAnchorElement;
    link.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, ctrlKey: true }));
    expect(link.hasAttribute("data-clicked")).toBe(false);
    const plain = new MouseEvent("click", { bubbles: true, cancelable: true });
    link.dispatchEvent(plain);
    expect(plain.defaultPrevented).toBe(true);
    expect(link.hasAttribute("data-clicked")).toBe(true);
    expect(g.start).toHaveBeenCalledOnce();
  });

  it("actions: the theme toggle switches at once, the search asks the gate, another action is remembered", () => {
    const g = gate();
    actions(g);
    document.body.innerHTML =
      '<button data-action="theme">T</button><button data-action="search">S</button><button data-action="other">O</button>';
    for (const button of document.querySelectorAll("button")) button.click();
    expect(g.helpers.storeTheme).toHaveBeenCalledWith("dark", "theme");
    expect(g.search).toHaveBeenCalledOnce();
    expect(g.pend).toHaveBeenCalledWith("other");
  });
});
