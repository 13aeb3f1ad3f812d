// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { completeHydration, takePendingKeys } from "~/document/app/pending";
import { DEFERRED_MODULE_TYPE, PRELOAD_ATTRIBUTE } from "~/document/names";
import { intentGateScript } from "../intent-gate-script";

/** React Router's module script as the server entry leaves it: inert, its preloads listed on it. */
const DEFERRED = `<script type="${DEFERRED_MODULE_TYPE}" ${PRELOAD_ATTRIBUTE}='["/assets/framework-a.js","/assets/root-b.js"]'>import("/assets/entry.client-e.js");</script>`;

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

// The gate's listeners are removed again after each test: other test files share this thread,
// and a click listener left behind would intercept their buttons.
const listeners: [string, EventListenerOrEventListenerObject, boolean | AddEventListenerOptions][] = [];

function runGate(hydrates = true, filtersTags = false): void {
  new Function(intentGateScript(hydrates, filtersTags))();
}

beforeEach(() => {
  const add = window.addEventListener.bind(window);
  vi.spyOn(window, "addEventListener").mockImplementation((type, listener, options) => {
    listeners.push([type, listener, options ?? false]);
    add(type, listener, options);
  });
  vi.stubGlobal("requestAnimationFrame", (callback: () => void) => callback());
  document.documentElement.className = "";
  for (const name of ["data-hydrated", "data-pending-keys", "data-pending-action"])
    document.documentElement.removeAttribute(name);
  document.head.innerHTML = "";
  document.body.innerHTML = `<button data-action="toggle-theme">Theme</button><button data-action="open-site-search">Search</button>${DEFERRED}`;
  localStorage.clear();
});

afterEach(async () => {
  // A start scheduled by the test runs now, not in the next test's page.
  await settle();
  for (const [type, listener, options] of listeners.splice(0))
    window.removeEventListener(type, listener, options);
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const moduleScript = () => document.body.querySelector("script");
const preloads = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute("href"));

describe("the intent gate, serialised into the page", () => {
  it("starts nothing until the visitor shows intent", async () => {
    runGate();
    await settle();
    expect(moduleScript()?.type).toBe(DEFERRED_MODULE_TYPE);
    expect(preloads()).toEqual([]);
  });

  it("started before the parser has reached React Router's scripts, starts them once it has", async () => {
    // A `?tag=` address starts the app at once, from this script, which comes before them.
    moduleScript()?.remove();
    const readyState = vi.spyOn(document, "readyState", "get").mockReturnValue("loading");
    runGate();
    document.body.dispatchEvent(new Event("pointerover", { bubbles: true }));
    await settle();
    document.body.insertAdjacentHTML("beforeend", DEFERRED);
    readyState.mockReturnValue("interactive");
    document.dispatchEvent(new Event("DOMContentLoaded"));
    await settle();
    expect(moduleScript()?.type).toBe("module");
  });

  it("on the first intent, preloads the modules and gives React Router's script back its type, in its place", async () => {
    runGate();
    document.body.dispatchEvent(new Event("pointerover", { bubbles: true }));
    await settle();
    expect(preloads()).toEqual(["/assets/framework-a.js", "/assets/root-b.js"]);
    const script = moduleScript();
    expect(script?.type).toBe("module");
    expect(script?.hasAttribute(PRELOAD_ATTRIBUTE)).toBe(false);
    expect(script?.previousElementSibling?.textContent).toBe("Search");
  });

  it("starts at once when the address names a tag, which only the app can apply", async () => {
    vi.stubGlobal("location", new URL("https://blog.example/blog?tag=azure"));
    runGate();
    await settle();
    expect(moduleScript()?.type).toBe("module");
  });

  describe("on a list page at a ?tag= address, before the first paint", () => {
    const card = (route: string, tags: string[]) =>
      `<li><article><h2><a href="/${route}">${route}</a></h2>${tags
        .map((tag) => `<a href="/blog?tag=${encodeURIComponent(tag)}">${tag}</a>`)
        .join("")}</article></li>`;
    beforeEach(() => {
      document.documentElement.classList.add("tag-pending");
      document.body.insertAdjacentHTML(
        "afterbegin",
        `<div data-tag-filter-slot hidden></div>
         <div data-filter-status data-total="3"><p role="status">Showing all 3 articles</p></div>
         <ul data-tag-list>${card("a", ["azure", "sql"])}${card("b", ["css"])}${card("c", ["azure"])}</ul>
         <nav data-pagination></nav>`,
      );
    });
    const shown = () =>
      [...document.querySelectorAll("[data-tag-list] > li:not([hidden]) h2")].map(
        (title) => title.textContent,
      );

    it("hides the cards without the tag, writes the app's status line and makes room for the box", () => {
      vi.stubGlobal("location", new URL("https://blog.example/blog?tag=azure"));
      runGate(true, true);
      expect(shown()).toEqual(["a", "c"]);
      expect(document.querySelector("[role=status]")?.textContent).toBe("Showing 2 articles tagged “azure”");
      expect(document.querySelector("[data-filter-status]")?.hasAttribute("data-filtered")).toBe(true);
      expect(document.querySelector<HTMLElement>("[data-tag-filter-slot]")?.hidden).toBe(false);
      expect(document.querySelector<HTMLElement>("[data-pagination]")?.hidden).toBe(true);
      expect(document.documentElement.classList.contains("tag-pending")).toBe(false);
    });

    it("reads a capitalised tag as the vocabulary's lower-case one, and puts the address right", () => {
      vi.stubGlobal("location", new URL("https://blog.example/blog?tag=Azure#top"));
      const replaceState = vi.spyOn(history, "replaceState").mockImplementation(() => {});
      runGate(true, true);
      expect(shown()).toEqual(["a", "c"]);
      expect(document.querySelector("[role=status]")?.textContent).toBe("Showing 2 articles tagged “azure”");
      expect(replaceState).toHaveBeenCalledWith(history.state, "", "?tag=azure#top");
    });

    it("on a page that holds part of the blog, says the rest is still being found", () => {
      document.querySelector("[data-filter-status]")?.setAttribute("data-total", "90");
      vi.stubGlobal("location", new URL("https://blog.example/blog?tag=css"));
      runGate(true, true);
      expect(shown()).toEqual(["b"]);
      expect(document.querySelector("[role=status]")?.textContent).toBe(
        "Finding every article tagged “css”…",
      );
    });

    it("leaves the list alone on a page without the filter's code, and never holds the page back", () => {
      vi.stubGlobal("location", new URL("https://blog.example/blog?tag=azure"));
      runGate(true, false);
      expect(shown()).toEqual(["a", "b", "c"]);
      expect(document.documentElement.classList.contains("tag-pending")).toBe(false);
    });
  });

  it("switches the theme before hydration, and remembers it, without starting the app", async () => {
    runGate();
    document.querySelector<HTMLButtonElement>('[data-action="toggle-theme"]')?.click();
    expect(document.documentElement.classList.contains("dark")).toBe(true);
    expect(localStorage.getItem("theme")).toBe("dark");
  });

  it("replays an action clicked before hydration once the app is ready", async () => {
    runGate();
    const search = document.querySelector<HTMLButtonElement>('[data-action="open-site-search"]');
    const clicks = vi.fn();
    search?.click();
    await settle();
    expect(moduleScript()?.type).toBe("module");
    search?.addEventListener("click", clicks);
    completeHydration();
    expect(clicks).toHaveBeenCalledTimes(1);
    expect(document.documentElement.hasAttribute("data-pending-action")).toBe(false);
  });

  const press = (key: string, init: KeyboardEventInit = {}) => {
    const event = new KeyboardEvent("keydown", { key, cancelable: true, bubbles: true, ...init });
    document.body.dispatchEvent(event);
    return event.defaultPrevented;
  };

  it("keeps a diagram tapped before the app ran for the app, which opens it in its own view", async () => {
    document.body.insertAdjacentHTML(
      "afterbegin",
      '<a class="diagram" href="/assets/content/flow.svg"><img alt="Flow"></a>',
    );
    runGate();
    const link = document.querySelector<HTMLAnchorElement>("a.diagram");
    const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    link?.querySelector("img")?.dispatchEvent(event);
    expect(event.defaultPrevented, "the bare file does not open").toBe(true);
    await settle();
    expect(moduleScript()?.type).toBe("module");
    const clicks = vi.fn();
    link?.addEventListener("click", clicks);
    completeHydration();
    expect(clicks).toHaveBeenCalledTimes(1);
    expect(link?.hasAttribute("data-pending-click")).toBe(false);
  });

  it("answers the search shortcuts the app answers, with the app's own function: Ctrl+K and /, not Alt+/", () => {
    runGate();
    press("/", { altKey: true });
    expect(document.documentElement.hasAttribute("data-pending-action")).toBe(false);
    press("k", { ctrlKey: true });
    expect(document.documentElement.getAttribute("data-pending-action")).toBe("open-site-search");
  });

  it("keeps the keys typed after the shortcut for the search box, until the box takes them", () => {
    runGate();
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
    runGate();
    press("/");
    press("a");
    press("Escape");
    expect(press("b")).toBe(false);
    document.querySelector<HTMLButtonElement>('[data-action="open-site-search"]')?.click();
    document.body.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    expect(press("c")).toBe(false);
    expect(takePendingKeys()).toBe("");
  });

  it("on a page that never hydrates (Not found), answers the theme toggle, and sends search to the blog list", async () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { search: "", assign });
    runGate(false);
    document.body.dispatchEvent(new Event("pointerover", { bubbles: true }));
    document.querySelector<HTMLButtonElement>('[data-action="open-site-search"]')?.click();
    await settle();
    expect(moduleScript()?.type, "no app starts").toBe(DEFERRED_MODULE_TYPE);
    expect(document.documentElement.hasAttribute("data-pending-action")).toBe(false);
    expect(assign).toHaveBeenCalledWith("/blog?search");
    document.querySelector<HTMLButtonElement>('[data-action="toggle-theme"]')?.click();
    expect(document.documentElement.classList.contains("dark")).toBe(true);
  });

  describe("with the search's shell in the page", () => {
    beforeEach(() => {
      document.body.insertAdjacentHTML(
        "afterbegin",
        '<dialog data-search-shell aria-label="Search articles"><input aria-label="Search articles"></dialog>',
      );
      // A desktop's pointer (jsdom has no media queries).
      vi.stubGlobal("matchMedia", (query: string) => ({ matches: false, media: query }));
      // jsdom has no modal dialogs: open and close as a browser does, close event included.
      Object.assign(HTMLDialogElement.prototype, {
        showModal(this: HTMLDialogElement) {
          this.open = true;
        },
        close(this: HTMLDialogElement) {
          this.open = false;
          this.dispatchEvent(new Event("close"));
        },
      });
    });
    afterEach(() => {
      Reflect.deleteProperty(HTMLDialogElement.prototype, "showModal");
      Reflect.deleteProperty(HTMLDialogElement.prototype, "close");
    });
    const shell = () => document.querySelector("dialog");

    it("opens it and focuses its box within the click, and pends the dialog without recording keys", () => {
      runGate();
      document.querySelector<HTMLButtonElement>('[data-action="open-site-search"]')?.click();
      expect(shell()?.open).toBe(true);
      expect(document.activeElement).toBe(shell()?.querySelector("input"));
      expect(document.documentElement.getAttribute("data-pending-action")).toBe("open-site-search");
      expect(document.documentElement.hasAttribute("data-pending-keys"), "the box takes the keys").toBe(
        false,
      );
    });

    it("names in its box the keys that open it, as this device types them", () => {
      vi.stubGlobal("navigator", { platform: "MacIntel" });
      runGate();
      document.querySelector<HTMLButtonElement>('[data-action="open-site-search"]')?.click();
      expect(shell()?.querySelector("input")?.placeholder).toBe("Search articles (/ or ⌘K)");
    });

    it("opens it on / as well, and closing it before the app runs cancels the search and refocuses the button", () => {
      runGate();
      expect(press("/")).toBe(true);
      expect(shell()?.open).toBe(true);
      shell()?.close();
      expect(document.documentElement.hasAttribute("data-pending-action")).toBe(false);
      expect(document.activeElement?.getAttribute("data-action")).toBe("open-site-search");
    });

    it("opens it at once when the address asks for the search (?search)", () => {
      vi.stubGlobal("location", new URL("https://blog.example/blog?search"));
      runGate();
      expect(shell()?.open).toBe(true);
      expect(document.documentElement.getAttribute("data-pending-action")).toBe("open-site-search");
    });
  });

  describe("on a list page, with the tag search's shell in the page", () => {
    beforeEach(() => {
      document.body.insertAdjacentHTML(
        "afterbegin",
        `<button data-action="toggle-tag-filter" aria-expanded="false">Search by tag</button>
         <div data-tag-filter-slot hidden><label for="shell">Search by tag</label><input id="shell"></div>`,
      );
    });
    const toggle = () => document.querySelector<HTMLButtonElement>('[data-action="toggle-tag-filter"]');
    const shell = () => document.querySelector<HTMLElement>("[data-tag-filter-slot]");
    const root = document.documentElement;

    it("shows the shell and focuses its box within the tap, says it is open, and pends the box without recording keys", async () => {
      runGate(true, true);
      toggle()?.click();
      expect(shell()?.hidden).toBe(false);
      expect(document.activeElement).toBe(shell()?.querySelector("input"));
      expect(toggle()?.getAttribute("aria-expanded")).toBe("true");
      expect(root.getAttribute("data-pending-action")).toBe("toggle-tag-filter");
      expect(root.hasAttribute("data-pending-keys"), "the shell's box takes the keys").toBe(false);
      await settle();
      expect(moduleScript()?.type, "the app starts").toBe("module");
    });

    it("keeps it open on a second tap while the app loads, focusing its box again, and the app opens the box once", () => {
      runGate(true, true);
      toggle()?.click();
      const box = shell()?.querySelector("input");
      if (box) box.value = "azu";
      toggle()?.focus();
      toggle()?.click();
      expect(shell()?.hidden).toBe(false);
      expect(document.activeElement).toBe(box);
      expect(box?.value).toBe("azu");
      expect(toggle()?.getAttribute("aria-expanded")).toBe("true");
      const clicks = vi.fn();
      toggle()?.addEventListener("click", clicks);
      completeHydration();
      expect(clicks).toHaveBeenCalledTimes(1);
    });

    it("at a ?tag= address, shows the shell before the first paint with the tag in its box", () => {
      document.body.insertAdjacentHTML(
        "afterbegin",
        '<div data-filter-status data-total="0"><p role="status"></p></div><ul data-tag-list></ul>',
      );
      vi.stubGlobal("location", new URL("https://blog.example/blog?tag=azure"));
      runGate(true, true);
      expect(shell()?.hidden).toBe(false);
      expect(shell()?.querySelector("input")?.value).toBe("azure");
    });

    it("on a page without the list's code, the toggle is only pended for the app, as any action", () => {
      runGate(true, false);
      toggle()?.click();
      expect(shell()?.hidden).toBe(true);
      expect(root.getAttribute("data-pending-action")).toBe("toggle-tag-filter");
    });
  });

  it("opens the search as soon as the app runs when the address asks for it (?search)", async () => {
    vi.stubGlobal("location", new URL("https://blog.example/blog?search"));
    runGate();
    expect(document.documentElement.getAttribute("data-pending-action")).toBe("open-site-search");
    await settle();
    expect(moduleScript()?.type).toBe("module");
  });
});

describe("completing hydration", () => {
  it("marks the page as running scripts and hydrated", () => {
    const root = document.createElement("html");
    completeHydration(root);
    expect(root.classList.contains("js")).toBe(true);
    expect(root.dataset.hydrated).toBe("");
  });
});
