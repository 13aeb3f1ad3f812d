import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { cspHash } from "../../app/document/server/csp.server";
import { BUILD_DIR, CLIENT_DIR, page, routeOf, text } from "./built-site";

/**
 * Every page paints from its HTML alone: its CSS is inlined (app/document/server/inline-stylesheets.server.ts),
 * allowed by hash, and only the CSS its kind of page uses. Budgets are gzip bytes of the page's
 * inline CSS; before the split every page loaded the same external stylesheet, 10.8 kB gzip. The split
 * made the root stylesheet 6.0 kB and the article's own 4.6 kB; the tag pages, the header's fixed
 * sizes, the diagrams and the cut code blocks (merged after) bring them to 6.9 and 5.6 kB. The
 * search dialog's and the tag combobox's styles then left for their own chunks: 6.1 kB on every
 * page, 11.7 kB on an article (both stylesheets). The readers' pass of ux.md (a measure set inside
 * the columns, focus rings inside code blocks, code edge to edge on phones, a way back to the
 * contents, 24 px reference targets, a fitted diagram dialog) added 0.5 kB to an article (12.19 kB).
 * Since each page carries only the rules its markup can use (app/document/server/used-css.server.ts):
 * 4.5–4.9 kB on the lists, the profile and Not found, 9.4–9.6 kB on an article (with math,
 * screenshots and the change log added meanwhile). Since the cut checks attribute values, drops
 * custom properties nothing reads or a later rule redefines, leaves out a closed dialog's rules and
 * what an earlier stylesheet on the page defined: 3.2–3.8 kB on the lists, the profile and Not
 * found, 6.8 kB on an article (both stylesheets, 7.5 kB before). The search's shell, which the
 * intent gate opens at the first tap, brings its frame and a text box's rules to every page that
 * hydrates: 0.4 kB (3.8–4.4 kB, an article 7.2 kB). With Tailwind's theme inlined (values, not
 * variables), the frame's and the cards' shadows and borders written out, no backdrop-filter
 * variables and only the selectors of a list the page can use: 2.6–3.3 kB, an article 6.7 kB.
 * With the article body's own element styles instead of the typography plugin, the article's theme
 * inlined, and no utility on any page that needs Tailwind's `@property` rules: 2.3–3.3 kB, an
 * article 5.4 kB. The tag search box's shell, which the intent gate shows at the first tap on the
 * lists (its box, label and the toggle's two icons): +0.14 kB on the lists (3.43 kB). The chips'
 * and diagrams' pressed states: 3.45 kB on the lists, 5.44 kB on an article with a diagram; 24 px
 * reference targets whatever the font, and the search option's code note: 5.48 kB. The measure of
 * running text (cards' summaries, the profile, the article), the table of contents' inset focus
 * ring, the formula's scroll shadows and the tables' figures (ux.md G3, G5, G7, G21): 3.46 kB on
 * the lists, 2.81 kB on the profile, 5.52 kB on an article. Since a page carries its kind's whole
 * stylesheet, made by construction (app/styles/frame.css) instead of cut from the site's by the
 * page's markup, with the site's own trimmed reset: 4.56 kB on the lists, 3.45 kB on the profile,
 * 3.21 kB on Not found, 7.70 kB on an article (its own stylesheet, and those of the features its
 * body holds, here diagrams and footnotes: app/lib/markdown/body-features.ts). Issue 51's identity
 * (the heading serif, the accent's theme variables, the typographic cards and year markers, the
 * profile's eyebrow, Not found's accent button): 3.57 kB on the profile, 3.29 kB on Not found, the
 * lists and the article within theirs.
 */
const KINDS = {
  list: { route: "/", budget: 4_580 },
  blog: { route: "/blog", budget: 4_580 },
  profile: { route: "/profile", budget: 3_600 },
  article: { route: "/post_20250301", budget: 7_740 },
  notFound: { route: "/404.html", budget: 3_320 },
};

/** The boot script as the server renders it: the same on every page, first among the scripts. */
const THEME_BOOT_SCRIPT_IN_PAGES =
  page("/profile").querySelector("head script:not([type])")?.textContent ?? "";

const inlineCss = (route: string) =>
  [...page(route).querySelectorAll("style")].map((style) => style.textContent ?? "").join("");
const gzip = (css: string) => gzipSync(css, { level: 9 }).length;

describe("the pages' CSS", () => {
  for (const [kind, { route, budget }] of Object.entries(KINDS)) {
    it(`${kind} (${route}) carries at most ${budget / 1000} kB gzip of CSS, inline, and waits for no stylesheet`, () => {
      const head = page(route).head;
      expect(head.querySelectorAll("style").length, route).toBeGreaterThan(0);
      expect(gzip(inlineCss(route)), route).toBeLessThanOrEqual(budget);
      // A stylesheet link blocks the first paint unless it is disabled (kept for hydration only).
      const blocking = [...head.querySelectorAll('link[rel="stylesheet"]')].filter(
        (link) => !link.hasAttribute("disabled"),
      );
      expect(
        blocking.map((link) => link.outerHTML),
        route,
      ).toEqual([]);
      // Nor may a classic external script in <head> block it.
      const scripts = [...head.querySelectorAll("script[src]")].filter(
        (script) =>
          !script.hasAttribute("async") &&
          !script.hasAttribute("defer") &&
          script.getAttribute("type") !== "module",
      );
      expect(
        scripts.map((script) => script.outerHTML),
        route,
      ).toEqual([]);
    });
  }

  it("has no utility for the words of our comments that name one no element uses (frame.css)", () => {
    const blocked = ["container", "filter", "visible", "inline", "table", "outline"];
    for (const route of [...Object.values(KINDS).map((kind) => kind.route), "/tags", "/archive"]) {
      const css = inlineCss(route);
      for (const utility of blocked)
        expect(css, `${route} .${utility}`).not.toMatch(new RegExp(`\\.${utility}\\{`));
      for (const element of page(route).querySelectorAll("[class]"))
        for (const utility of blocked)
          expect(element.classList.contains(utility), `${route} .${utility}`).toBe(false);
    }
    // Tailwind's `filter` brings twelve @property rules: none of them is here.
    expect(inlineCss("/")).not.toContain("--tw-blur");
  });

  it("only articles carry the code themes and the article typography", () => {
    for (const kind of ["list", "blog", "profile", "notFound"] as const) {
      const css = inlineCss(KINDS[kind].route);
      expect(css, kind).not.toContain("--shiki-");
      expect(css, kind).not.toContain(".prose-article");
      expect(css, kind).not.toContain(".code-block");
    }
    const article = inlineCss(KINDS.article.route);
    for (const rule of ["--shiki-", ".prose-article", ".code-block"]) expect(article).toContain(rule);
  });

  it("marks the page as running scripts in <head>, before its own stylesheet, so nothing changes layout after the first paint", () => {
    for (const [kind, { route }] of Object.entries(KINDS)) {
      const head = [...page(route).head.children];
      const boot = head.findIndex(
        (element) => element.tagName === "SCRIPT" && element.textContent === THEME_BOOT_SCRIPT_IN_PAGES,
      );
      // A classic script: the parser runs it before it reaches <body>, so before the first paint.
      expect(head[boot]?.hasAttribute("async") || head[boot]?.hasAttribute("type"), kind).toBe(false);
      // The kind's stylesheet (an article's body features' come first, where React hoists them).
      const ownStylesheet = head.findIndex(
        (element) =>
          element.tagName === "STYLE" && element.nextElementSibling?.matches("link:not([data-precedence])"),
      );
      expect(boot, kind).toBeGreaterThan(-1);
      expect(boot, kind).toBeLessThan(ownStylesheet);
    }
  });

  it("leaves the search results' styles to their chunk, which loads on first use, and gives the tag search box's to the blog list", () => {
    for (const [kind, { route }] of Object.entries(KINDS)) {
      const css = inlineCss(route);
      // The dialog's frame is the shell's, which every page that hydrates holds (site-search.tsx).
      expect(css, kind).not.toContain(".search-dialog__hit");
      // The blog list holds the tag search box's shell (tag-filter-shell.tsx), which the intent
      // gate shows at the first tap, and the box that takes its place: their rules.
      expect(css.includes(".tag-filter__input{"), kind).toBe(kind === "list" || kind === "blog");
      expect(css.includes(".tag-filter__options{"), kind).toBe(kind === "list" || kind === "blog");
    }
    const assets = path.join(CLIENT_DIR, "assets");
    const files = readdirSync(assets);
    const scripts = files
      .filter((name) => name.endsWith(".js"))
      .map((name) => readFileSync(path.join(assets, name), "utf8"));
    const stylesheet = files.find((name) => name.startsWith("site-search-dialog-") && name.endsWith(".css"));
    expect(stylesheet).toBeDefined();
    expect(readFileSync(path.join(assets, stylesheet ?? ""), "utf8")).toContain(".search-dialog__hit{");
    // The chunk that renders the dialog is what links the stylesheet, when it loads.
    expect(scripts.filter((script) => script.includes(stylesheet ?? "")).length).toBeGreaterThan(0);
    // The inline copy is the linked sheet, whole: the link stays disabled, there for React.
    const listSheet = page("/blog").querySelector('link[rel="stylesheet"][href*="/blog-list-"]');
    expect(listSheet?.hasAttribute("disabled")).toBe(true);
    expect(inlineCss("/blog")).toBe(text(routeOf(listSheet?.getAttribute("href") ?? "")));
  });

  it("carries its kind's components' rules and no other kind's: the profile has no card, the list no profile", () => {
    expect(inlineCss("/profile")).not.toContain(".line-clamp-3");
    expect(inlineCss("/blog")).toContain(".line-clamp-3");
    expect(inlineCss("/blog")).not.toContain(".size-20");
    expect(inlineCss("/profile")).toContain(".size-20");
    // Before the app runs, the boot script may set `js` and the theme toggle `dark`: kept.
    expect(inlineCss("/profile")).toContain(".dark");
  });

  it("allows every inline <style> by its hash in the page's policy; the hosts' headers leave styles to it", () => {
    const hosts = {
      netlify: readFileSync(path.join(CLIENT_DIR, "_headers"), "utf8"),
      azure: text("/staticwebapp.config.json"),
      nginx: readFileSync(path.join(BUILD_DIR, "nginx.conf"), "utf8"),
    };
    for (const { route } of Object.values(KINDS)) {
      const policy =
        page(route).querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute("content") ??
        "";
      const styleSrc = policy.split(";").find((directive) => directive.trim().startsWith("style-src")) ?? "";
      expect(styleSrc, route).not.toContain("unsafe-inline");
      const hashes = [...page(route).querySelectorAll("style")].map((style) =>
        cspHash(style.textContent ?? ""),
      );
      expect(hashes.length, route).toBeGreaterThan(0);
      for (const hash of hashes) expect(styleSrc, route).toContain(hash);
    }
    // One header for every page cannot list each page's hashes: it has no style-src, script-src or
    // default-src (which would stand in for both), so the page's own policy decides, strictly.
    for (const [host, config] of Object.entries(hosts)) {
      expect(config, host).not.toContain("unsafe-inline");
      for (const directive of ["style-src", "script-src", "default-src"])
        expect(config, host).not.toContain(directive);
    }
  });
});
