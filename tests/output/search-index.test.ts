import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { CLIENT_DIR, htmlRoutes, page, routeOf } from "./built-site";

/** A page's entry in the search index, as the browser loads it. */
interface Fragment {
  url: string;
  content: string;
  meta: Record<string, string>;
}

/** Every fragment of the index, of every part (`pagefind/fragment`, `pagefind/part-2/fragment`). */
function fragments(directory = path.join(CLIENT_DIR, "pagefind")): Fragment[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const inside = path.join(directory, entry.name);
    if (!entry.isDirectory()) return [];
    if (entry.name !== "fragment") return fragments(inside);
    return readdirSync(inside).map((name) => {
      const raw = gunzipSync(readFileSync(path.join(inside, name))).toString("utf8");
      return JSON.parse(raw.replace(/^pagefind_dcd/, "")) as Fragment;
    });
  });
}

const collapse = (text: string) => text.replace(/\s+/g, " ").trim();

describe("the search index", () => {
  const byRoute = new Map(fragments().map((fragment) => [routeOf(fragment.url), fragment]));
  const articles = htmlRoutes().filter((route) => byRoute.has(route));

  it("has every article's code listings as searchable metadata, not in the text excerpts quote", () => {
    expect(articles.length).toBeGreaterThan(0);
    let listings = 0;
    for (const route of articles) {
      const fragment = byRoute.get(route);
      const content = collapse(fragment?.content ?? "");
      for (const pre of page(route).querySelectorAll("figure.code-block pre")) {
        listings += 1;
        const key = pre.getAttribute("data-pagefind-meta") ?? "";
        const code = collapse(pre.textContent ?? "");
        expect(collapse(fragment?.meta[key] ?? ""), `${route}: listing ${key} in the metadata`).toBe(code);
        // A listing of a few words may also be quoted in the prose; a longer one must not be in it.
        if (code.split(" ").length >= 6)
          expect(content, `${route}: listing ${key} in the text`).not.toContain(code);
      }
    }
    expect(listings).toBeGreaterThan(0);
  });
});
