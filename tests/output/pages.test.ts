import { describe, expect, it } from "vitest";
import { exists, page } from "./built-site";

describe("the built pages", () => {
  it("the list, the profile and Not found are files a static host can serve", () => {
    for (const route of ["/", "/blog", "/profile", "/404.html"]) expect(exists(route), route).toBe(true);
    expect(page("/profile").querySelector("h1")?.textContent).toBe("About");
  });
});
