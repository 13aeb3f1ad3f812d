import { describe, expect, it } from "vitest";
import { BODY_IN_DOCUMENT } from "../../app/lib/article-body-source";
import { posts } from "../../e2e/site-routes";
import { exists, page, text } from "./built-site";

describe("the built pages", () => {
  it("the list, the profile and Not found are files a static host can serve", () => {
    for (const route of ["/", "/blog", "/profile", "/404.html"]) expect(exists(route), route).toBe(true);
    expect(page("/profile").querySelector("h1")?.textContent).toBe("About");
  });

  it("no article's body travels twice: the hydration data leaves it to the document", () => {
    for (const post of posts) {
      const html = text(post.route);
      expect(html, post.route).toContain(BODY_IN_DOCUMENT);
      const data = /streamController\.enqueue\(([\s\S]*?)\);<\/script>/.exec(html)?.[1] ?? "";
      expect(data.length, `${post.route} hydration data`).toBeGreaterThan(0);
      expect(data.length, `${post.route} hydration data`).toBeLessThan(8_000);
    }
  });
});
