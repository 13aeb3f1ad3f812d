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
