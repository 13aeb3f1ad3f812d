// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { type PagefindResultData, routeOf, toHit } from "../pagefind-client";
import { isSiteSearchShortcut, searchPlaceholder } from "../site-search";

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

describe("the search box's hint", () => {
  afterEach(() => vi.unstubAllGlobals());
  const device = (coarse: boolean, platform: string) => {
    vi.stubGlobal("matchMedia", (query: string) => ({ matches: coarse && query === "(pointer: coarse)" }));
    vi.stubGlobal("navigator", { platform });
  };

  it("names no keys on a touch screen, which has none", () => {
    device(true, "iPhone");
    expect(searchPlaceholder()).toBe("Search articles");
    device(true, "Linux armv8l");
    expect(searchPlaceholder()).toBe("Search articles");
  });

  it("names ⌘K on Apple's platforms and Ctrl+K elsewhere", () => {
    device(false, "MacIntel");
    expect(searchPlaceholder()).toBe("Search articles (/ or ⌘K)");
    device(false, "iPad");
    expect(searchPlaceholder()).toBe("Search articles (/ or ⌘K)");
    device(false, "Win32");
    expect(searchPlaceholder()).toBe("Search articles (/ or Ctrl+K)");
    device(false, "Linux x86_64");
    expect(searchPlaceholder()).toBe("Search articles (/ or Ctrl+K)");
  });
});

/** A page's data as Pagefind gives it; the tests set what they are about. */
function pageData(
  data: Partial<PagefindResultData> & Pick<PagefindResultData, "sub_results">,
): PagefindResultData {
  return { url: "/p/", excerpt: "page", meta: {}, content: "", locations: [], anchors: [], ...data };
}

describe("search results", () => {
  it("turns Pagefind's URLs into the site's routes, keeping the section", () => {
    expect(routeOf("/post_20250823/")).toBe("/post_20250823");
    expect(routeOf("/post_20250823/#restore")).toBe("/post_20250823#restore");
    expect(routeOf("/")).toBe("/");
  });

  it("offers the article's three best sections, the best first, so Enter opens the best one", () => {
    const section = (title: string, anchor: string, matches: number) => ({
      title,
      url: `/post_20250823/#${anchor}`,
      excerpt: `<mark>${anchor}</mark>`,
      locations: Array.from({ length: matches }, (_, index) => index),
    });
    const hit = toHit(
      "a",
      pageData({
        url: "/post_20250823/",
        meta: { title: "WAL-G backups", date: "2025-08-23" },
        sub_results: [
          { title: "WAL-G backups", url: "/post_20250823/", excerpt: "intro", locations: [1] },
          section("Install and configure WAL-G", "install", 6),
          section("Take a backup", "backup", 2),
          section("Point-in-time recovery", "recovery", 4),
          section("Restore", "restore", 3),
        ],
      }),
    );
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

  it("puts the section whose heading names the query before the article's top (TraceQL)", () => {
    const weighted = (...scores: number[]) =>
      scores.map((score, index) => ({ weight: 1, balanced_score: score, location: index }));
    const hit = toHit(
      "t",
      pageData({
        url: "/post_20250301/",
        meta: { title: "Telemetry Traces with Grafana Tempo" },
        sub_results: [
          {
            title: "Telemetry",
            url: "/post_20250301/",
            excerpt: "top",
            locations: [3],
            weighted_locations: weighted(512),
          },
          {
            title: "Configuring the OpenTelemetry Collector",
            url: "/post_20250301/#configuring",
            excerpt: "collector",
            locations: [40],
            weighted_locations: weighted(512),
          },
          {
            title: "Finding traces with TraceQL",
            url: "/post_20250301/#finding-traces-with-traceql",
            excerpt: "finding",
            locations: [90, 94],
            weighted_locations: weighted(18437, 512),
          },
        ],
      }),
    );
    expect(hit.sections.map(({ section }) => section)).toEqual([
      "Finding traces with TraceQL",
      undefined,
      "Configuring the OpenTelemetry Collector",
    ]);
    expect(hit.sections[0]?.to).toBe("/post_20250301#finding-traces-with-traceql");
  });

  it("ranks sections by their weighted matches when Pagefind gives them", () => {
    const weighted = (score: number) => [{ weight: 1, balanced_score: score, location: 0 }];
    const hit = toHit(
      "c",
      pageData({
        sub_results: [
          { title: "A", url: "/p/#a", excerpt: "a", locations: [1, 2, 3], weighted_locations: weighted(1) },
          { title: "B", url: "/p/#b", excerpt: "b", locations: [4], weighted_locations: weighted(9) },
          { title: "C", url: "/p/#c", excerpt: "c", locations: [5], weighted_locations: weighted(5) },
          { title: "D", url: "/p/#d", excerpt: "d", locations: [6], weighted_locations: weighted(7) },
        ],
      }),
    );
    expect(hit.sections.map(({ section }) => section)).toEqual(["B", "D", "C"]);
  });

  it("puts a section that matches every word of the query before one that scores more on one word", () => {
    // "wal-g restore": Install's heading has WAL-G alone; Point-in-time recovery has both words.
    const content = "Install WAL-G . WAL-G binary . Point-in-time recovery . restore with WALG_AZ_PREFIX";
    const hit = toHit(
      "w",
      pageData({
        content,
        sub_results: [
          {
            title: "Install",
            url: "/p/#install",
            excerpt: "install",
            locations: [1, 3],
            weighted_locations: [
              { weight: 6, balanced_score: 18437, location: 1 },
              { weight: 1, balanced_score: 512, location: 3 },
            ],
          },
          {
            title: "Point-in-time recovery",
            url: "/p/#recovery",
            excerpt: "recovery",
            locations: [9, 11],
            weighted_locations: [
              { weight: 1, balanced_score: 512, location: 9 },
              { weight: 0.33, balanced_score: 57, location: 11 },
            ],
          },
        ],
      }),
      { terms: ["walg", "restore"] },
    );
    expect(hit.sections.map(({ section }) => section)).toEqual(["Point-in-time recovery", "Install"]);
  });

  it("offers the References list only when nothing else in the article matches", () => {
    const references = {
      title: "References",
      url: "/p/#footnote-label",
      excerpt: "refs",
      locations: [1, 2, 3],
    };
    const intro = { title: "Title", url: "/p/", excerpt: "intro", locations: [4] };
    expect(toHit("d", pageData({ sub_results: [intro, references] })).sections).toEqual([
      { excerpt: "intro", section: undefined, to: "/p" },
    ]);
    expect(toHit("e", pageData({ sub_results: [references] })).sections).toEqual([
      { excerpt: "refs", section: "References", to: "/p#footnote-label" },
    ]);
  });

  it("points at the article itself when the match is before any section", () => {
    const hit = toHit(
      "b",
      pageData({
        url: "/post_20250823/",
        meta: { title: "WAL-G backups" },
        sub_results: [
          { title: "WAL-G backups", url: "/post_20250823/", excerpt: "intro", locations: [1, 2] },
        ],
      }),
    );
    expect(hit.sections).toEqual([{ excerpt: "intro", section: undefined, to: "/post_20250823" }]);
  });

  it("opens a section found only in its code at its heading, naming the identifiers, not quoting the listing", () => {
    const hit = toHit(
      "n",
      pageData({
        url: "/post_20250301/",
        excerpt: "Telemetry Traces with Grafana Tempo. When a checkout request",
        content:
          "Telemetry Traces. Intro. Instrumenting the applications. The orders-api is a <Node.js> service. Next. More",
        anchors: [
          { element: "h2", id: "instrumenting", text: "Instrumenting the applications", location: 3 },
          { element: "h2", id: "next", text: "Next", location: 12 },
        ],
        meta: {
          title: "Telemetry Traces",
          "code-1#instrumenting":
            'import { NodeSDK } from "@opentelemetry/sdk-node"; const sdk = new NodeSDK({});',
          "code-2": "NodeSDK again",
        },
        sub_results: [],
      }),
      { matchedMetaFields: ["code-2", "code-1#instrumenting"], terms: ["nodesdk"] },
    );
    expect(hit.sections).toEqual([
      {
        excerpt: "The orders-api is a &lt;Node.js&gt; service.",
        section: "Instrumenting the applications",
        to: "/post_20250301#instrumenting",
        code: ["NodeSDK"],
      },
      {
        excerpt: "Telemetry Traces with Grafana Tempo. When a checkout request",
        section: undefined,
        to: "/post_20250301",
        code: ["NodeSDK"],
      },
    ]);
  });

  it("offers a section's code after the sections whose prose matches, and not twice", () => {
    const hit = toHit(
      "m",
      pageData({
        content: "Title. Setup. text walg here. Restore. more",
        anchors: [
          { element: "h2", id: "setup", text: "Setup", location: 1 },
          { element: "h2", id: "restore", text: "Restore", location: 5 },
        ],
        meta: { "code-1#setup": "WALG_VERSION=v3", "code-2#restore": "wal-g backup-fetch" },
        sub_results: [{ title: "Setup", url: "/p/#setup", excerpt: "<mark>walg</mark>", locations: [3] }],
      }),
      { matchedMetaFields: ["code-1#setup", "code-2#restore"], terms: ["walg"] },
    );
    expect(hit.sections.map(({ to, code }) => [to, code])).toEqual([
      ["/p#setup", undefined],
      ["/p#restore", ["wal-g"]],
    ]);
  });
});
