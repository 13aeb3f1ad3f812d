import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { site } from "../../app/site.config";
import {
  ARTICLES,
  DEFAULT_THEME,
  HEADER,
  LAYOUT,
  LIST_KEYWORDS,
  ROUTES,
  displayDate,
} from "../contract/seed-spec";
import { CLIENT_DIR, exists, linked, meta, page, routeOf, text, visibleText } from "./built-site";

/**
 * The spec's facts, checked on the built site as a host serves it. Each assertion names the fact
 * and the spec's section, so a drift says what it broke.
 */
const byNewest = [...ARTICLES].sort((a, b) => b.date.localeCompare(a.date));
const chips = (scope: ParentNode) =>
  [...scope.querySelectorAll('ul[aria-label="Tags"] li')].map((item) => visibleText(item));
const headerLabels = (route: string) =>
  [...page(route).querySelectorAll("header a, header button")].map((control) =>
    control.textContent?.replace(/\s+/g, " ").trim(),
  );
const KINDS = [
  { kind: "the blog list at /", route: "/", list: true },
  { kind: "the blog list at /blog", route: "/blog", list: true },
  { kind: "the profile", route: ROUTES.profile, list: false },
  { kind: "an article", route: ROUTES.article("20250823"), list: false },
  { kind: "Not found", route: "/404.html", list: false },
];

describe("spec §2: routes", () => {
  it("serves the blog list at / and /blog and the profile at /profile", () => {
    for (const route of [...ROUTES.list, ROUTES.profile])
      expect(exists(route), `§2 route ${route}`).toBe(true);
  });

  it("has exactly the 27 article routes /post_YYYYMMDD of §2, and no other", () => {
    const built = readdirSync(CLIENT_DIR)
      .filter((name) => /^post_\d{8}$/.test(name))
      .sort();
    expect(built, "§2 article routes").toEqual(ARTICLES.map(({ date }) => `post_${date}`));
  });
});

describe("spec §3: each article page", () => {
  it("carries its title as the heading, the page title, the social title and the JSON-LD headline", () => {
    for (const { date, title } of ARTICLES) {
      const document = page(ROUTES.article(date));
      const fact = `§3 title of /post_${date}`;
      expect(document.querySelector("h1")?.textContent, `${fact} (h1)`).toBe(title);
      expect(document.title.startsWith(`${title} · `), `${fact} (<title> "${document.title}")`).toBe(true);
      expect(meta(document, "og:title"), `${fact} (og:title)`).toBe(document.title);
      expect(meta(document, "twitter:title"), `${fact} (twitter:title)`).toBe(document.title);
      expect(meta(document, "og:image:alt"), `${fact} (social card)`).toContain(title);
      const jsonLd = JSON.parse(
        document.querySelector('script[type="application/ld+json"]')?.textContent ?? "{}",
      ) as { headline?: string; "@type"?: string };
      expect(jsonLd.headline, `${fact} (JSON-LD headline)`).toBe(title);
      expect(jsonLd["@type"], `§2 the article's structured data`).toBe("BlogPosting");
    }
  });

  it("shows its date like Aug 23, 2025 and its tags in the spec's order as chips", () => {
    for (const { date, tags } of ARTICLES) {
      const document = page(ROUTES.article(date));
      const dated = document.querySelector("main time");
      expect(dated?.textContent, `§3 date of /post_${date}`).toBe(displayDate(date));
      expect(
        dated?.getAttribute("datetime") ?? dated?.getAttribute("dateTime"),
        `§3 date of /post_${date}`,
      ).toBe(`${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6)}`);
      expect(chips(document.querySelector("main") ?? document), `§3 tags of /post_${date}`).toEqual(tags);
    }
  });

  it("sets description, keywords from the tags, author and social metadata of type website", () => {
    for (const { date, tags } of ARTICLES) {
      const document = page(ROUTES.article(date));
      const fact = `§2 metadata of /post_${date}`;
      const description = meta(document, "description");
      expect(description, `${fact}: description`).toMatch(/\S/);
      expect(meta(document, "keywords"), `${fact}: keywords come from the tags`).toBe(tags.join(", "));
      expect(meta(document, "author"), `${fact}: author`).toBe(site.author);
      expect(meta(document, "og:description"), `${fact}: social description`).toBe(description);
      expect(meta(document, "og:type"), `${fact}: social type`).toBe("website");
    }
  });
});

describe("spec §2: the blog list", () => {
  it("shows every article as a card, newest first, with title, date and tags in order", () => {
    for (const route of ROUTES.list) {
      const cards = [...page(route).querySelectorAll("main article")];
      expect(
        cards.map((card) => card.querySelector("h2")?.textContent),
        `§2 the cards on ${route} in reverse date order`,
      ).toEqual(byNewest.map(({ title }) => title));
      byNewest.forEach(({ date, tags }, index) => {
        const card = cards[index];
        expect(card?.querySelector("time")?.textContent, `§2 the card date of /post_${date}`).toBe(
          displayDate(date),
        );
        expect(card?.querySelector("h2 a")?.getAttribute("href"), `§2 the card of ${date} opens it`).toBe(
          linked(ROUTES.article(date)),
        );
        expect(chips(card as Element), `§2 the card tags of /post_${date}`).toEqual(tags);
        expect(
          card?.querySelector("p.line-clamp-3"),
          `§2 the card summary of /post_${date} is clamped to ${LAYOUT.summaryLines} lines`,
        ).not.toBeNull();
      });
    }
  });

  it("has a title, a description, keywords on blog, cloud and containers, and social type website", () => {
    for (const route of ROUTES.list) {
      const document = page(route);
      const fact = `§2 list metadata on ${route}`;
      expect(document.title, `${fact}: title`).toMatch(/\S/);
      expect(meta(document, "description"), `${fact}: description`).toMatch(/\S/);
      const keywords = meta(document, "keywords") ?? "";
      for (const [topic, pattern] of Object.entries(LIST_KEYWORDS))
        expect(keywords, `${fact}: keywords name ${topic} topics`).toMatch(pattern);
      expect(meta(document, "og:type"), `${fact}: social type`).toBe("website");
      expect(meta(document, "og:title"), `${fact}: social title`).toMatch(/\S/);
      expect(meta(document, "og:description"), `${fact}: social description`).toMatch(/\S/);
    }
  });
});

describe("spec §2: the header and footer on every page kind", () => {
  it("shows the site title, Blog and Profile, the theme toggle, and the tag search on the list only", () => {
    for (const { kind, route, list } of KINDS) {
      const labels = headerLabels(route);
      expect(labels[0], `§2 header on ${kind}: the site title`).toContain(site.title);
      for (const label of HEADER.navigation)
        expect(labels, `§2 header on ${kind}: ${label}`).toContain(label);
      expect(
        labels.some((label) => HEADER.themeToggle.test(label ?? "")),
        `§2 header on ${kind}: the theme toggle`,
      ).toBe(true);
      expect(
        labels.includes(HEADER.tagSearchToggle),
        `§2 header on ${kind}: the search toggle only on the list`,
      ).toBe(list);
      expect(labels, `the site search on ${kind}`).toContain(HEADER.siteSearch);
    }
  });

  it("highlights Blog on the list and Profile on the profile", () => {
    const current = (route: string) => page(route).querySelector('header [aria-current="page"]')?.textContent;
    for (const route of ROUTES.list)
      expect(current(route), `§2 current header label on ${route}`).toBe("Blog");
    expect(current(ROUTES.profile), "§2 current header label on the profile").toBe("Profile");
  });

  it("ends every page with the author's copyright and the two profiles, opened in a new tab", () => {
    for (const { kind, route } of KINDS) {
      const footer = page(route).querySelector("footer");
      expect(footer?.querySelector("p")?.textContent, `§1 footer on ${kind}: copyright`).toMatch(
        new RegExp(`^© \\d{4} ${site.author}$`),
      );
      const links = [...(footer?.querySelectorAll("a") ?? [])];
      expect(
        links.map((link) => link.getAttribute("href")),
        `§1 footer on ${kind}: professional and social profiles`,
      ).toEqual([site.links.professional.href, site.links.social.href]);
      for (const link of links)
        expect(link.getAttribute("target"), `§1 footer on ${kind}: new tab`).toBe("_blank");
    }
  });

  it(`starts in the ${DEFAULT_THEME} theme`, () => {
    for (const { kind, route } of KINDS)
      expect(page(route).documentElement.classList.contains("dark"), `§4 default theme on ${kind}`).toBe(
        false,
      );
  });
});

describe("spec §3: titles wherever they are published", () => {
  it("names each article by its spec title in the RSS, Atom and JSON feeds", () => {
    const titleOf = new Map(ARTICLES.map(({ date, title }) => [ROUTES.article(date), title]));
    const json = JSON.parse(text("/feed.json")) as { items: Array<{ title: string; url: string }> };
    const published = {
      "rss.xml": [...text("/rss.xml").matchAll(/<title><!\[CDATA\[(.*?)\]\]><\/title>\s*<link>([^<]*)</g)],
      "atom.xml": [
        ...text("/atom.xml").matchAll(/<title type="html"><!\[CDATA\[(.*?)\]\]><\/title>\s*<id>([^<]*)</g),
      ],
      "feed.json": json.items.map((item) => [item.url, item.title, item.url]),
    };
    for (const [feed, items] of Object.entries(published)) {
      expect(items.length, `${feed} lists articles`).toBeGreaterThan(0);
      for (const [, title, url = ""] of items) {
        const route = routeOf(new URL(url).pathname);
        expect(title, `§3 title of ${route} in ${feed}`).toBe(titleOf.get(route));
      }
    }
  });

  it("indexes each article for search under its spec title", () => {
    const fragments = path.join(CLIENT_DIR, "pagefind", "fragment");
    const titles = new Map<string, string>();
    for (const name of readdirSync(fragments)) {
      const raw = gunzipSync(readFileSync(path.join(fragments, name))).toString("utf8");
      const fragment = JSON.parse(raw.replace(/^pagefind_dcd/, "")) as {
        url: string;
        meta: { title: string };
      };
      titles.set(routeOf(fragment.url), fragment.meta.title);
    }
    for (const { date, title } of ARTICLES)
      expect(titles.get(ROUTES.article(date)), `§3 title of /post_${date} in the search index`).toBe(title);
  });
});
