// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { routeOf, toHit } from "../pagefind-client";
import { isSiteSearchShortcut } from "../site-search";

function key(init: KeyboardEventInit, target: Element = document.body): KeyboardEvent {
  const event = new KeyboardEvent("keydown", init);
  Object.defineProperty(event, "target", { value: target });
  return event;
}

describe("site search shortcuts", () => {
  it("opens on / outside text fields and on Ctrl+K or Cmd+K anywhere", () => {
    expect(isSiteSearchShortcut(key({ key: "/" }))).toBe(true);
    expect(isSiteSearchShortcut(key({ key: "k", ctrlKey: true }))).toBe(true);
    expect(isSiteSearchShortcut(key({ key: "k", metaKey: true }, document.createElement("input")))).toBe(
      true,
    );
  });

  it("leaves / to a text field being typed in, and plain K alone", () => {
    expect(isSiteSearchShortcut(key({ key: "/" }, document.createElement("input")))).toBe(false);
    expect(isSiteSearchShortcut(key({ key: "/" }, document.createElement("textarea")))).toBe(false);
    expect(isSiteSearchShortcut(key({ key: "k" }))).toBe(false);
  });
});

describe("search results", () => {
  it("turns Pagefind's URLs into the site's routes, keeping the section", () => {
    expect(routeOf("/post_20250823/")).toBe("/post_20250823");
    expect(routeOf("/post_20250823/#restore")).toBe("/post_20250823#restore");
    expect(routeOf("/")).toBe("/");
  });

  it("points at the section with the most matches", () => {
    const hit = toHit("a", {
      url: "/post_20250823/",
      excerpt: "page",
      meta: { title: "WAL-G backups", date: "2025-08-23" },
      sub_results: [
        { title: "WAL-G backups", url: "/post_20250823/", excerpt: "intro", locations: [1] },
        {
          title: "Restore",
          url: "/post_20250823/#restore",
          excerpt: "<mark>restore</mark>",
          locations: [5, 9],
        },
      ],
    });
    expect(hit).toEqual({
      id: "a",
      title: "WAL-G backups",
      isoDate: "2025-08-23",
      excerpt: "<mark>restore</mark>",
      section: "Restore",
      to: "/post_20250823#restore",
    });
  });

  it("points at the article itself when the match is before any section", () => {
    const hit = toHit("b", {
      url: "/post_20250823/",
      excerpt: "page",
      meta: { title: "WAL-G backups" },
      sub_results: [{ title: "WAL-G backups", url: "/post_20250823/", excerpt: "intro", locations: [1, 2] }],
    });
    expect(hit.to).toBe("/post_20250823");
    expect(hit.section).toBeUndefined();
  });
});
