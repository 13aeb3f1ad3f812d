import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { posts } from "../../e2e/site-routes";
import { linked, page, text } from "./built-site";

/** The archive as files: every article, by year, readable without scripts; small per article. */
describe("the archive", () => {
  const archive = page("/archive");
  const main = archive.querySelector("main");

  it("links to every article once, under the heading of its year, newest first", () => {
    const links = [...(main?.querySelectorAll(".archive__list a") ?? [])];
    expect(links.map((link) => link.getAttribute("href"))).toEqual(posts.map((post) => linked(post.route)));
    expect(links.map((link) => link.textContent)).toEqual(posts.map((post) => post.title));
    for (const post of posts) {
      const link = main?.querySelector(`a[href="${linked(post.route)}"]`);
      const year = link?.closest("section[aria-labelledby]")?.querySelector("h2")?.textContent ?? "";
      expect(year.startsWith(post.date.slice(0, 4)), post.route).toBe(true);
      const time = link?.closest("li")?.querySelector("time");
      expect(time?.getAttribute("datetime") ?? time?.getAttribute("dateTime")).toBe(post.isoDate);
    }
  });

  it("lists every year, each a jump to its heading while the whole archive fits on the page", () => {
    const years = [...new Set(posts.map((post) => post.date.slice(0, 4)))];
    const nav = archive.querySelector('nav[aria-label="Years"]');
    expect([...(nav?.querySelectorAll("a") ?? [])].map((link) => link.getAttribute("href"))).toEqual(
      years.map((year) => `#${year}`),
    );
    for (const year of years) expect(main?.querySelector(`h2[id="${year}"]`), year).not.toBeNull();
  });

  it("has a page per year with that year's articles alone, its own year marked in the years", () => {
    const year = posts[posts.length - 1]?.date.slice(0, 4) ?? "";
    const yearPage = page(`/archive/${year}`);
    const ofYear = posts.filter((post) => post.date.startsWith(year));
    const links = [...yearPage.querySelectorAll("main .archive__list a")];
    expect(links.map((link) => link.getAttribute("href"))).toEqual(ofYear.map((post) => linked(post.route)));
    expect(yearPage.querySelector("h1")?.textContent).toBe(`Archive, ${year}`);
    const current = yearPage.querySelector('nav[aria-label="Years"] a[aria-current="page"]');
    expect(current?.getAttribute("href")).toBe(linked(`/archive/${year}`));
    expect(yearPage.querySelector(`main a[href="${linked("/archive")}"]`)?.textContent).toBe(
      "The whole archive",
    );
    expect(yearPage.querySelector('link[rel="canonical"]')?.getAttribute("href")).toMatch(
      new RegExp(`/archive/${year}$`),
    );
  });

  it("is linked from the blog list, whose header keeps only Blog and Profile", () => {
    const list = page("/blog");
    expect(list.querySelector(`main a[href="${linked("/archive")}"]`)?.textContent).toBe(
      "Archive: every article by year",
    );
    expect(list.querySelector(`header a[href="${linked("/archive")}"]`)).toBeNull();
  });

  it("costs under 140 bytes of HTML per article, so 1,000 articles stay small", () => {
    // Measured on the list's markup alone (the shell around it is every page's): a date, a link
    // and the title, no class on the item. 27 articles: 131 bytes each.
    const items = [...(main?.querySelectorAll(".archive__list > li") ?? [])];
    const perArticle = items.reduce((sum, item) => sum + item.outerHTML.length, 0) / items.length;
    expect(perArticle).toBeLessThan(140);
    expect(items.every((item) => !item.hasAttribute("class"))).toBe(true);
    expect(gzipSync(text("/archive")).length).toBeLessThan(30_000);
  });
});
