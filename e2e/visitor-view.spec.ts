import type { Page } from "@playwright/test";
import { THEME_STORAGE_KEY } from "../app/lib/theme";
import { site } from "../app/site.config";
import { expect, hydrate, test } from "./fixtures";

/**
 * What a visitor sees, as the accessibility tree and as pixels, on each kind of page.
 *
 * The tree: the header, the main content's top level and the footer are exact (`/children:
 * equal`), so an element that should not be there (a link the CSS failed to hide) or one that went
 * missing fails here; below that the templates name what the page must show, with patterns where
 * the words are the articles' own. Checked in both themes, before and after hydration.
 *
 * The pixels: each kind of page at 375 and 1440 px, light, before hydration, beside an approved
 * image (visitor-view.spec.ts-snapshots/). The lists of articles are masked, so a new article does
 * not fail it. After a change meant to be seen, look at the new images and approve them:
 * `npx playwright test e2e/visitor-view.spec.ts --project local --update-snapshots`.
 */

const BANNER = (tagFilter: boolean) => `
- banner:
  - /children: equal
  - link "dev.notes"
  ${tagFilter ? '- button "Search by tag"' : ""}
  - navigation "Main":
    - list:
      - /children: equal
      - listitem:
        - link "Blog"
      - listitem:
        - link "Profile"
  - button /Switch to (dark|light) theme/
  - button "Search articles"`;

const FOOTER = `
- contentinfo:
  - /children: equal
  - paragraph: /© \\d{4} .+/
  - list:
    - /children: equal
    - listitem:
      - link /\\(opens in a new tab\\)/
    - listitem:
      - link /\\(opens in a new tab\\)/`;

const CARDS = `
  - list:
    - listitem:
      - article:
        - heading /.+/ [level=2]:
          - link /.+/
        - paragraph:
          - time
        - paragraph
        - list "Tags"`;

interface PageKind {
  route: string;
  /** The main content's template, below `- main:` (its top level exact). */
  main: string;
  tagFilter?: boolean;
  /** What changes with the articles, masked in the approved images. */
  changing?: string;
}

const PAGE_KINDS: Record<string, PageKind> = {
  list: {
    route: "/",
    tagFilter: true,
    main: `
  - heading "${site.author}" [level=1]
  - paragraph: "${site.tagline}"
  - status: /Showing all \\d+ articles/
  ${CARDS.trim()}
  - paragraph:
    - 'link "Archive: every article by year"'
    - link "All tags"
    - link "RSS feed"`,
    changing: "main > ul",
  },
  article: {
    route: "/post_20240818",
    main: `
  - article:
    - heading "Headers with CSS Position Sticky" [level=1]
    - paragraph: /How position. sticky keeps a header in view/
    - paragraph:
      - time
    - navigation "On this page"
    - heading "How sticky positioning works" [level=2]
    - heading "References" [level=2]
    - region "Changes"
    - list "Tags"
    - navigation "More articles"`,
  },
  profile: {
    route: "/profile",
    main: `
  - region "About":
    - paragraph: About
    - heading "${site.author}" [level=1]
  - region "Projects":
    - heading "Projects" [level=2]
    - list
  - region "Elsewhere":
    - heading "Elsewhere" [level=2]
    - list`,
  },
  tags: {
    route: "/tags",
    main: `
  - heading "Tags" [level=1]
  - paragraph
  - list "Tags":
    - listitem:
      - link /.+/`,
  },
  tag: {
    route: "/tags/azure",
    main: `
  - heading "Articles tagged “azure”" [level=1]
  - paragraph:
    - text: /\\d+ articles, newest first/
    - link "RSS feed of articles tagged azure"
    - link "All tags"
  ${CARDS.trim()}`,
    changing: "main > ul",
  },
  archive: {
    route: "/archive",
    main: `
  - heading "Archive" [level=1]
  - paragraph: /All \\d+ articles, newest first\\./
  - navigation "Years"
  - region /2025 \\d+ articles?/
  - region /2024 \\d+ articles?/`,
    changing: "main > section",
  },
  "not found": {
    route: "/no-such-page",
    main: `
  - heading "Page not found" [level=1]
  - paragraph
  - list:
    - listitem:
      - link "Go to the blog"
    - listitem:
      - link "Browse by tag"`,
  },
};

const template = ({ main, tagFilter = false }: PageKind) => `
- link "Skip to content"
${BANNER(tagFilter).trim()}
- main:
  - /children: equal
  ${main.trim()}
${FOOTER.trim()}`;

/** The page as it first paints: loaded, its inline scripts run, the app not started. */
async function visitBeforeHydration(page: Page, route: string): Promise<void> {
  await page.goto(`.${route}`, { waitUntil: "commit" });
  await page.waitForLoadState("load");
  await page.locator("html.js").waitFor({ state: "attached" });
}

for (const [kind, pageKind] of Object.entries(PAGE_KINDS)) {
  test(`${kind} (${pageKind.route}) shows what it must and nothing else, in both themes, before and after hydration`, async ({
    page,
    pageProblems,
  }) => {
    const expected = template(pageKind);
    for (const theme of ["light", "dark"]) {
      // Registered last, so it runs last: the stored choice the boot script reads.
      await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
        THEME_STORAGE_KEY,
        theme,
      ] as const);
      await visitBeforeHydration(page, pageKind.route);
      await expect(page.locator("body"), `${theme}, before hydration`).toMatchAriaSnapshot(expected);
      await hydrate(page);
      await expect(page.locator("body"), `${theme}, hydrated`).toMatchAriaSnapshot(expected);
    }
    // Not found answers with its status, which the browser logs.
    if (kind === "not found") pageProblems.splice(0, pageProblems.length);
  });

  test(`${kind} (${pageKind.route}) looks as approved at 375 and 1440 px`, async ({ page, pageProblems }) => {
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await visitBeforeHydration(page, pageKind.route);
      await page.evaluate(() => document.fonts.ready);
      await expect(page).toHaveScreenshot(`${kind.replace(" ", "-")}-${width}.png`, {
        mask: pageKind.changing ? [page.locator(pageKind.changing)] : [],
        maxDiffPixelRatio: 0.01,
      });
    }
    if (kind === "not found") pageProblems.splice(0, pageProblems.length);
  });
}
