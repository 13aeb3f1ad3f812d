// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { DEFAULT_THEME } from "../../../tests/contract/seed-spec";
import { THEME_BOOT_SCRIPT, THEME_STORAGE_KEY, readTheme } from "../theme";

const run = (): unknown => new Function(THEME_BOOT_SCRIPT)();

describe("the inline script in <head>, before the first paint", () => {
  afterEach(() => {
    document.documentElement.className = "";
    localStorage.clear();
    history.replaceState(null, "");
  });

  it("marks the page as running scripts, so code blocks are capped before anything is laid out", () => {
    run();
    expect(document.documentElement.classList.contains("js")).toBe(true);
  });

  it(`starts in the spec's default theme (${DEFAULT_THEME}) when nothing is stored or passed along`, () => {
    history.replaceState(null, "");
    run();
    expect(readTheme(), "§4 default theme").toBe(DEFAULT_THEME);
  });

  it("prefers the theme passed along in navigation state to the stored one", () => {
    localStorage.setItem(THEME_STORAGE_KEY, "dark");
    history.replaceState({ usr: { theme: "light" } }, "");
    run();
    expect(readTheme()).toBe("light");
    document.documentElement.className = "";
    localStorage.clear();
    history.replaceState({ usr: { theme: "dark" } }, "");
    run();
    expect(readTheme()).toBe("dark");
  });

  it("applies the stored dark theme", () => {
    localStorage.setItem(THEME_STORAGE_KEY, "dark");
    run();
    expect(document.documentElement.classList.contains("dark")).toBe(true);
  });

  it("follows the theme switched in another tab, which storage announces", () => {
    run();
    const switched = (theme: string | null) =>
      window.dispatchEvent(new StorageEvent("storage", { key: THEME_STORAGE_KEY, newValue: theme }));
    switched("dark");
    expect(readTheme()).toBe("dark");
    window.dispatchEvent(new StorageEvent("storage", { key: "other", newValue: "light" }));
    expect(readTheme()).toBe("dark");
    switched("light");
    expect(readTheme()).toBe("light");
  });

  it("still marks the page when storage is unavailable", () => {
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = () => {
      throw new Error("blocked");
    };
    try {
      run();
    } finally {
      Storage.prototype.getItem = getItem;
    }
    expect(document.documentElement.classList.contains("js")).toBe(true);
    expect(document.documentElement.classList.contains("dark")).toBe(false);
  });
});
