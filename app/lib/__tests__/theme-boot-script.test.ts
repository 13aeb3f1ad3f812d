// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { THEME_BOOT_SCRIPT, THEME_STORAGE_KEY } from "../theme";

const run = (): unknown => new Function(THEME_BOOT_SCRIPT)();

describe("the inline script in <head>, before the first paint", () => {
  afterEach(() => {
    document.documentElement.className = "";
    localStorage.clear();
  });

  it("marks the page as running scripts, so code blocks are capped before anything is laid out", () => {
    run();
    expect(document.documentElement.classList.contains("js")).toBe(true);
  });

  it("applies the stored dark theme", () => {
    localStorage.setItem(THEME_STORAGE_KEY, "dark");
    run();
    expect(document.documentElement.classList.contains("dark")).toBe(true);
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
