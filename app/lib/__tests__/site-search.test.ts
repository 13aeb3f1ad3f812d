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

  it("offers the article's best three sections, in the article's order", () => {
    const section = (title: string, anchor: string, matches: number) => ({
      title,
      url: `/post_20250823/#${anchor}`,
      excerpt: `<mark>${anchor}</mark>`,
      locations: Array.from({ length: matches }, (_, index) => index),
    });
    const hit = toHit("a", {
      url: "/post_20250823/",
      excerpt: "page",
      meta: { title: "WAL-G backups", date: "2025-08-23" },
      sub_results: [
        { title: "WAL-G backups", url: "/post_20250823/", excerpt: "intro", locations: [1] },
        section("Install and configure WAL-G", "install", 6),
        section("Take a backup", "backup", 2),
        section("Point-in-time recovery", "recovery", 4),
        section("Restore", "restore", 3),
      ],
    });
    expect(hit).toEqual({
      id: "a",
      title: "WAL-G backups",
      isoDate: "2025-08-23",
      sections: [
        {
          excerpt: "<mark>install</mark>",
          section: "Install and configure WAL-G",
          to: "/post_20250823#install",
        },
        {
          excerpt: "<mark>recovery</mark>",
          section: "Point-in-time recovery",
          to: "/post_20250823#recovery",
        },
        { excerpt: "<mark>restore</mark>", section: "Restore", to: "/post_20250823#restore" },
      ],
    });
  });

  it("ranks sections by their weighted matches when Pagefind gives them", () => {
    const weighted = (score: number) => [{ weight: 1, balanced_score: score, location: 0 }];
    const hit = toHit("c", {
      url: "/post_20250823/",
      excerpt: "page",
      meta: {},
      sub_results: [
        { title: "A", url: "/p/#a", excerpt: "a", locations: [1, 2, 3], weighted_locations: weighted(1) },
        { title: "B", url: "/p/#b", excerpt: "b", locations: [4], weighted_locations: weighted(9) },
        { title: "C", url: "/p/#c", excerpt: "c", locations: [5], weighted_locations: weighted(5) },
        { title: "D", url: "/p/#d", excerpt: "d", locations: [6], weighted_locations: weighted(7) },
      ],
    });
    expect(hit.sections.map(({ section }) => section)).toEqual(["B", "C", "D"]);
  });

  it("offers the References list only when nothing else in the article matches", () => {
    const references = {
      title: "References",
      url: "/p/#footnote-label",
      excerpt: "refs",
      locations: [1, 2, 3],
    };
    const intro = { title: "Title", url: "/p/", excerpt: "intro", locations: [4] };
    const data = { url: "/p/", excerpt: "page", meta: {} };
    expect(toHit("d", { ...data, sub_results: [intro, references] }).sections).toEqual([
      { excerpt: "intro", section: undefined, to: "/p" },
    ]);
    expect(toHit("e", { ...data, sub_results: [references] }).sections).toEqual([
      { excerpt: "refs", section: "References", to: "/p#footnote-label" },
    ]);
  });

  it("points at the article itself when the match is before any section", () => {
    const hit = toHit("b", {
      url: "/post_20250823/",
      excerpt: "page",
      meta: { title: "WAL-G backups" },
      sub_results: [{ title: "WAL-G backups", url: "/post_20250823/", excerpt: "intro", locations: [1, 2] }],
    });
    expect(hit.sections).toEqual([{ excerpt: "intro", section: undefined, to: "/post_20250823" }]);
  });
});
