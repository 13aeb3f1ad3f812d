import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BAD_PATHS, posts } from "../../e2e/site-routes";
import { BASE_PATH, CLIENT_DIR, fileFor, htmlRoutes, page, visibleText } from "./built-site";
import { site } from "../../app/site.config";

/** Where every link of every page leads, and what the pages hold for a reader without scripts. */
const routes = htmlRoutes().filter((route) => !route.startsWith("/blog/page/1"));

/** The file a static host serves for a URL path under the base path, or null for none. */
function servedFile(pathname: string): string | null {
  if (!pathname.startsWith(BASE_PATH) && `${pathname}/` !== BASE_PATH) return null;
  const route = `/${pathname.slice(BASE_PATH.length)}`.replace(/\/$/, "") || "/";
  for (const file of [fileFor(route), `${CLIENT_DIR}${route}`, `${CLIENT_DIR}${route}.html`])
    if (existsSync(file)) return file;
  return null;
}

describe("links", () => {
  it("every internal link and asset of every page leads to a built file under the base path", () => {
    for (const route of routes) {
      for (const element of page(route).querySelectorAll("a[href], link[href], img[src], script[src]")) {
        const url = element.getAttribute("href") ?? element.getAttribute("src") ?? "";
        if (!url.startsWith("/") || url.startsWith("//")) continue;
        const { pathname } = new URL(url, "http://host");
        expect(servedFile(pathname), `${route} links to ${url}`).not.toBeNull();
      }
    }
  });

  it("every in-page anchor of an article names an element of that page", () => {
    for (const post of posts) {
      const document = page(post.route);
      for (const link of document.querySelectorAll('a[href^="#"]')) {
        const id = decodeURIComponent(link.getAttribute("href")?.slice(1) ?? "");
        if (id === "") continue;
        expect(document.getElementById(id), `${post.route} links to #${id}`).not.toBeNull();
      }
    }
  });

  it("every link to another site opens in a new tab, says so, and gives it no access to ours", () => {
    for (const route of routes) {
      for (const link of page(route).querySelectorAll('a[href^="http"]')) {
        const name = `${route}: ${link.getAttribute("href")}`;
        expect(link.getAttribute("target"), name).toBe("_blank");
        expect(link.getAttribute("rel")?.split(" "), name).toEqual(
          expect.arrayContaining(["noopener", "noreferrer"]),
        );
        expect(link.textContent, name).toContain("(opens in a new tab)");
      }
    }
  });

  it("no bad address has a page of its own: the host answers Not found", () => {
    for (const path of BAD_PATHS) expect(servedFile(`${BASE_PATH}${path.slice(1)}`), path).toBeNull();
  });
});

describe("the pages without JavaScript", () => {
  it("each article holds its whole text: its title and every section heading", () => {
    for (const post of posts) {
      const document = page(post.route);
      expect(visibleText(document.querySelector("h1")), post.route).toBe(post.title);
      // Headings as the reader sees them: inline Markdown (`code`, *emphasis*) rendered away.
      const sections = [...post.body.matchAll(/^## (.+)$/gm)].map((match) =>
        match[1]?.replace(/[`*]/g, "").trim(),
      );
      const headings = [...document.querySelectorAll("main h2")].map((heading) => visibleText(heading));
      for (const section of sections)
        expect(headings, `${post.route}: section "${section}"`).toContain(section);
    }
  });

  it("the list holds every article's card and the profile its owner's name as its heading", () => {
    expect(page("/").querySelectorAll("main article h2").length).toBe(posts.length);
    expect(visibleText(page("/profile").querySelector("h1"))).toBe(site.author);
  });
});
