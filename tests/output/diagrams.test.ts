import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DIAGRAM_PALETTE } from "../../app/lib/markdown/diagram-palette";
import { BASE_PATH, exists, page, text } from "./built-site";

/** Every article that shows a diagram, by the date in the diagram's file name. */
const DIAGRAM_ROUTES = readdirSync("content/posts/images")
  .filter((file) => file.endsWith(".svg"))
  .map((file) => `/post_${file.slice(0, 8)}`);

const route = (href: string) => `/${href.slice(BASE_PATH.length)}`;

// Nine article pages parsed with jsdom take a few seconds on a busy machine.
describe("diagrams in the built articles", { timeout: 30_000 }, () => {
  it("are nine, each drawn light and dark, each linking to itself at full size", () => {
    expect(DIAGRAM_ROUTES).toHaveLength(9);
    for (const article of DIAGRAM_ROUTES) {
      const links = [...page(article).querySelectorAll<HTMLAnchorElement>("[data-article-body] a.diagram")];
      expect(
        links.map((link) => link.className),
        article,
      ).toEqual(["diagram diagram--light", "diagram diagram--dark"]);
      for (const link of links) {
        const image = link.querySelector("img");
        expect(image?.getAttribute("src"), article).toBe(link.getAttribute("href"));
        expect(image?.getAttribute("alt"), article).toBeTruthy();
        expect(link.textContent, article).toBe("Open full size");
        expect(exists(route(link.getAttribute("href") ?? "")), link.href).toBe(true);
      }
      expect(links[1]?.hasAttribute("data-pagefind-ignore"), article).toBe(true);
    }
  });

  it("have dark twins painted in the dark palette only", () => {
    const darkColours = new Set(Object.values(DIAGRAM_PALETTE).map((colour) => colour.dark));
    for (const article of DIAGRAM_ROUTES) {
      const href = page(article).querySelector("a.diagram--dark")?.getAttribute("href") ?? "";
      const svg = text(route(href));
      const painted = [...svg.matchAll(/\s(?:fill|stroke)="(#[0-9a-f]{6})"/gi)].map(([, colour]) => colour);
      expect(painted.length, href).toBeGreaterThan(0);
      expect(
        painted.filter((colour) => !darkColours.has(colour ?? "")),
        path.basename(href),
      ).toEqual([]);
    }
  });
});
