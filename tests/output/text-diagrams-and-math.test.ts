import path from "node:path";
import { describe, expect, it } from "vitest";
import { BASE_PATH, exists, page, text } from "./built-site";

const route = (href: string) => `/${href.slice(BASE_PATH.length)}`;

describe("a diagram written as text (```mermaid)", () => {
  const article = "/post_20250525";

  it("is shown as its light and dark renders, each an image that opens full size, with no script", () => {
    const body = page(article).querySelector("[data-article-body]");
    const diagrams = [...(body?.querySelectorAll<HTMLAnchorElement>("a.diagram") ?? [])];
    expect(diagrams.map((link) => link.className)).toEqual([
      "diagram diagram--light",
      "diagram diagram--dark",
    ]);
    for (const link of diagrams) {
      const image = link.querySelector("img");
      expect(image?.getAttribute("src")).toBe(link.getAttribute("href"));
      expect(image?.getAttribute("alt")).toMatch(/^An audit notification is delivered at commit: /);
      expect(Number(image?.getAttribute("width"))).toBeGreaterThan(0);
      expect(Number(image?.getAttribute("height"))).toBeGreaterThan(0);
      expect(exists(route(link.getAttribute("href") ?? ""))).toBe(true);
    }
    expect(body?.innerHTML).not.toMatch(/mermaid|sequenceDiagram/);
  });

  it("is drawn on the palette's card in each theme, its styles inside the SVG file", () => {
    const [light, dark] = ["light", "dark"].map((theme) => {
      const href = page(article).querySelector(`a.diagram--${theme}`)?.getAttribute("href") ?? "";
      return { name: path.basename(href), svg: text(route(href)) };
    });
    expect(light?.svg).toContain('rx="16" fill="#f8fafc"');
    expect(dark?.svg).toContain('rx="16" fill="#0f172a"');
    expect(light?.svg).not.toMatch(/<foreignObject|<script|https?:\/\/(?!www\.w3\.org)/);
  });
});

describe("math", () => {
  const article = "/post_20240919";

  it("is MathML in the page: no script, stylesheet, font or style attribute comes with it", () => {
    const body = page(article).querySelector("[data-article-body]");
    const inline = body?.querySelector(".math-inline > math");
    const display = body?.querySelector(".math-display > math[display=block]");
    expect(inline?.textContent).toMatch(/^0\.1−\(5−q\)/);
    expect(display?.querySelector("mi")?.textContent).toBe("EF");
    expect(body?.querySelectorAll("math [style], math[style]")).toHaveLength(0);
    const head = page(article).head.innerHTML;
    expect(head).not.toMatch(/katex|temml|mathjax|\.woff2/i);
  });
});
