import { readFileSync } from "node:fs";
import path from "node:path";
import { parseHTML } from "linkedom";
import { describe, expect, it } from "vitest";
import { BODY_IN_DOCUMENT } from "../../app/lib/article-body-source";
import { HYDRATION_DATA_ATTRIBUTE } from "../../app/document/names";
import { posts } from "../../e2e/site-routes";
import { BASE_PATH, CLIENT_DIR, exists, htmlRoutes, page, text } from "./built-site";
import { cascadedValue, stylesheetsOf } from "./cascade";
import { site } from "../../app/site.config";

/** The hydration data a page fetches when it hydrates (app/document/server/hydration-data.server.ts). */
function hydrationData(route: string): string {
  const url = page(route)
    .querySelector(`script[${HYDRATION_DATA_ATTRIBUTE}]`)
    ?.getAttribute(HYDRATION_DATA_ATTRIBUTE);
  if (url === undefined || url === null) throw new Error(`${route} fetches no hydration data`);
  expect(url.startsWith(`${BASE_PATH}assets/data/`), url).toBe(true);
  return readFileSync(path.join(CLIENT_DIR, url.slice(BASE_PATH.length)), "utf8");
}

/** Redirect pages (`/blog/page/1` → `/blog`) have no app to hydrate. */
const isRedirect = (route: string) => text(route).includes('http-equiv="refresh"');

describe("the built pages", () => {
  it("the list, the profile and Not found are files a static host can serve", () => {
    for (const route of ["/", "/blog", "/profile", "/404.html"]) expect(exists(route), route).toBe(true);
    expect(page("/profile").querySelector("h1")?.textContent).toBe(site.author);
  });

  it("no article's body travels twice: the hydration data leaves it to the document", () => {
    for (const post of posts) {
      const html = text(post.route);
      expect(html, post.route).toContain('data-article-body=""');
      const data = hydrationData(post.route);
      expect(data, `${post.route} hydration data`).toContain(BODY_IN_DOCUMENT);
      expect(data.length, `${post.route} hydration data`).toBeLessThan(8_000);
    }
  });

  it("every page paints without its hydration data: it is a file the page fetches on intent", () => {
    for (const route of htmlRoutes().filter(
      (candidate) => !isRedirect(candidate) && candidate !== "/404.html",
    )) {
      expect(text(route), route).not.toContain("streamController.enqueue");
      expect(hydrationData(route), route).toMatch(/^\[\{/);
    }
  });

  it("the Not found page, served at every unknown address, ships no app and no hydration data", () => {
    const notFound = page("/404.html");
    expect(
      notFound.querySelector('script[type="module"], script[src], link[rel="modulepreload"]'),
    ).toBeNull();
    expect(notFound.querySelector(`script[${HYDRATION_DATA_ATTRIBUTE}]`)).toBeNull();
    // The theme's boot script and the intent gate (which answers the theme toggle), nothing else.
    expect(notFound.querySelectorAll("script:not([type])")).toHaveLength(2);
  });

  it("every icon a page refers to is drawn in it: the list's cards share one sprite", () => {
    for (const route of htmlRoutes().filter((candidate) => !isRedirect(candidate))) {
      const document = page(route);
      for (const use of document.querySelectorAll("use")) {
        const href = use.getAttribute("href") ?? "";
        expect(href.startsWith("#"), `${route}: ${href}`).toBe(true);
        expect(document.getElementById(href.slice(1))?.tagName.toLowerCase(), `${route}: ${href}`).toBe(
          "symbol",
        );
      }
    }
    // The blog list (27 cards) refers to it; a card draws no icon of its own there.
    const list = page("/blog");
    expect(list.querySelectorAll("article use")).toHaveLength(2 * list.querySelectorAll("article").length);
    expect(list.querySelectorAll("article path")).toHaveLength(0);
  });

  it("every page is written whole: no Suspense boundary waits for a script to complete it", () => {
    for (const route of htmlRoutes().filter((candidate) => !isRedirect(candidate))) {
      const html = text(route);
      expect(html, route).not.toContain("<!--$?-->");
      expect(html, route).not.toContain("$RC(");
    }
  });
});

describe("the unfiltered blog list", () => {
  // A utility (`inline-block`, in @layer utilities) once beat the rule that hides it (ux.md G1).
  it("shows no way back to every article, with scripts or without, until a tag filters it", () => {
    for (const route of ["/", "/blog"]) {
      for (const scripts of [false, true]) {
        const { document } = parseHTML(text(route));
        if (scripts) document.documentElement.classList.add("js");
        const sheets = stylesheetsOf(document);
        const status = document.querySelector("[data-filter-status]");
        const link = [...(status?.querySelectorAll("a") ?? [])].find(
          (candidate) => candidate.textContent === "Show all articles",
        );
        if (!status || !link) throw new Error(`${route} has no filter status with its link`);
        const state = `${route}, scripts ${scripts ? "on" : "off"}`;
        expect(cascadedValue(link, "display", sheets), state).toBe("none");
        // As the intent gate (a ?tag= address) or the app marks a filtered list: the link shows.
        status.setAttribute("data-filtered", "");
        expect(cascadedValue(link, "display", sheets), `${state}, filtered`).toBe("inline-block");
      }
    }
  });
});
