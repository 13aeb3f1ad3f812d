// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { completeHydration, takePendingKeys } from "~/lib/intent";
import { UnknownHydrationScriptError, hydrateOnIntent } from "../passes/hydrate-on-intent";

const page = `<html><head><link rel="modulepreload" href="/assets/framework-a.js"/><link rel="modulepreload" href="/assets/root-b.js"/></head><body><main>Text</main><script type="module" async="">import "/assets/manifest-c.js";
import * as route0 from "/assets/root-b.js";
import * as route1 from "/assets/blog-list-d.js";
  
  window.__reactRouterRouteModules = {"root":route0,"home":route1};

import("/assets/entry.client-e.js");</script></body></html>`;

function intentScript(html: string): string {
  return /<script type="module">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
}

describe("hydrating on intent", () => {
  const html = hydrateOnIntent(page);

  it("removes the preloads from the HTML so nothing loads before the visitor shows intent", () => {
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('async="">import "');
  });

  it("keeps the same preloads and imports for when hydration starts", () => {
    const script = intentScript(html);
    expect(script).toContain('["/assets/framework-a.js","/assets/root-b.js"]');
    expect(script).toContain(
      'const [,route0,route1]=await Promise.all([import("/assets/manifest-c.js"),import("/assets/root-b.js"),import("/assets/blog-list-d.js")]);',
    );
    expect(script).toContain(
      'window.__reactRouterRouteModules={"root":route0,"home":route1};import("/assets/entry.client-e.js");',
    );
  });

  it("leaves pages without a hydration script alone", () => {
    expect(hydrateOnIntent("<html><body>Static</body></html>")).toBe("<html><body>Static</body></html>");
  });

  it("refuses a hydration script it does not understand, instead of breaking pages silently", () => {
    expect(() => hydrateOnIntent('<script type="module" async="">import x from "/y.js";</script>')).toThrow(
      UnknownHydrationScriptError,
    );
  });
});

describe("the page before and after hydration", () => {
  const listeners: [string, EventListenerOrEventListenerObject, boolean | AddEventListenerOptions][] = [];
  let importedModules: string[];

  beforeEach(() => {
    importedModules = [];
    const add = window.addEventListener.bind(window);
    vi.spyOn(window, "addEventListener").mockImplementation((type, listener, options) => {
      listeners.push([type, listener, options ?? false]);
      add(type, listener, options);
    });
    vi.stubGlobal("requestAnimationFrame", (callback: () => void) => callback());
    document.documentElement.className = "";
    document.documentElement.removeAttribute("data-hydrated");
    document.documentElement.removeAttribute("data-pending-keys");
    document.body.innerHTML = `<button data-action="toggle-theme">Theme</button><button data-action="open-site-search">Search</button>`;
    const script = intentScript(hydrateOnIntent(page)).replaceAll("import(", "load(");
    // The module's dynamic imports are recorded instead of fetched.
    new Function("load", script)((url: string) => {
      importedModules.push(url);
      return Promise.resolve({});
    });
  });

  afterEach(() => {
    for (const [type, listener, options] of listeners.splice(0))
      window.removeEventListener(type, listener, options);
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

  it("loads nothing until the visitor shows intent, then hydrates", async () => {
    await settle();
    expect(importedModules).toEqual([]);
    document.body.dispatchEvent(new Event("pointerover", { bubbles: true }));
    await settle();
    expect(importedModules).toContain("/assets/entry.client-e.js");
  });

  it("switches the theme before hydration without loading the app", async () => {
    document.querySelector<HTMLButtonElement>('[data-action="toggle-theme"]')?.click();
    expect(document.documentElement.classList.contains("dark")).toBe(true);
    expect(localStorage.getItem("theme")).toBe("dark");
  });

  it("replays an action clicked before hydration once the app is ready", async () => {
    const search = document.querySelector<HTMLButtonElement>('[data-action="open-site-search"]');
    const clicks = vi.fn();
    search?.click();
    await settle();
    expect(importedModules).toContain("/assets/entry.client-e.js");
    search?.addEventListener("click", clicks);
    completeHydration();
    expect(clicks).toHaveBeenCalledTimes(1);
    expect(document.documentElement.hasAttribute("data-pending-action")).toBe(false);
  });

  it("turns the search shortcut into the same pending action", () => {
    window.dispatchEvent(new KeyboardEvent("keydown", { key: "k", ctrlKey: true }));
    expect(document.documentElement.getAttribute("data-pending-action")).toBe("open-site-search");
  });

  const press = (key: string) => {
    const event = new KeyboardEvent("keydown", { key, cancelable: true, bubbles: true });
    document.body.dispatchEvent(event);
    return event.defaultPrevented;
  };

  it("keeps the keys typed after the shortcut for the search box, until the box takes them", () => {
    expect(press("x"), "typing before any shortcut is the page's").toBe(false);
    press("/");
    for (const key of ["b", "a", "c", "Backspace", "k", "Shift", " "]) press(key);
    completeHydration();
    // Still recorded after hydration: the dialog's code may still be loading.
    expect(press("u")).toBe(true);
    expect(takePendingKeys()).toBe("bak u");
    expect(press("p"), "once taken, keys go where focus is").toBe(false);
  });

  it("gives the keys back to the page after Escape or a click elsewhere", () => {
    press("/");
    press("a");
    press("Escape");
    expect(press("b")).toBe(false);
    document.querySelector<HTMLButtonElement>('[data-action="open-site-search"]')?.click();
    document.body.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    expect(press("c")).toBe(false);
    expect(takePendingKeys()).toBe("");
  });
});

describe("the hydration data, when it is not in the page", () => {
  // The script's listeners and the globals it reads are removed again: other test files share
  // this thread, and a click listener left behind would intercept their buttons.
  const listeners: [string, EventListenerOrEventListenerObject, boolean | AddEventListenerOptions][] = [];
  afterEach(() => {
    for (const [type, listener, options] of listeners.splice(0))
      window.removeEventListener(type, listener, options);
    Reflect.deleteProperty(window, "__reactRouterContext");
    document.documentElement.className = "";
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("is fetched as hydration starts, enqueued into React Router's stream and the stream closed", async () => {
    const add = window.addEventListener.bind(window);
    vi.spyOn(window, "addEventListener").mockImplementation((type, listener, options) => {
      listeners.push([type, listener, options ?? false]);
      add(type, listener, options);
    });
    const chunks: string[] = [];
    let closed = false;
    vi.stubGlobal("fetch", (url: string) =>
      Promise.resolve({ ok: true, text: () => Promise.resolve(`stream of ${url}`) }),
    );
    vi.stubGlobal("requestAnimationFrame", (callback: () => void) => callback());
    Object.assign(window, {
      __reactRouterContext: {
        streamController: { enqueue: (chunk: string) => chunks.push(chunk), close: () => (closed = true) },
      },
    });
    const script = intentScript(hydrateOnIntent(page, { dataUrl: "/assets/data/0123.txt" }));
    new Function("load", script.replaceAll("import(", "load("))(() => Promise.resolve({}));
    expect(chunks, "nothing before intent").toEqual([]);
    document.body.dispatchEvent(new Event("pointerover", { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(chunks).toEqual(["stream of /assets/data/0123.txt"]);
    expect(closed).toBe(true);
  });
});

describe("hydration without the built pages' inline script (npm run dev)", () => {
  it("marks the page as running scripts, so the controls that need them show", () => {
    const root = document.createElement("html");
    completeHydration(root);
    expect(root.classList.contains("js")).toBe(true);
    expect(root.dataset.hydrated).toBe("");
  });
});
