import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { contrast } from "../../../../tests/contrast";
import { DIAGRAM_PALETTE, darkDiagram } from "../diagram-palette";

const IMAGES = path.resolve("content/posts/images");
const diagrams = readdirSync(IMAGES).filter((file) => file.endsWith(".svg"));

const byRole = (role: string) =>
  Object.entries(DIAGRAM_PALETTE)
    .filter(([, colour]) => colour.role === role)
    .map(([light, colour]) => ({ light, dark: colour.dark }));

describe("the diagram palette", () => {
  it.each(["light", "dark"] as const)(
    "keeps every text colour at 4.5:1 on every surface in the %s theme",
    (theme) => {
      const pairs = byRole("ink").flatMap((ink) =>
        byRole("surface").map((surface) => ({
          ink: ink[theme],
          surface: surface[theme],
          ratio: Number(contrast(ink[theme], surface[theme]).toFixed(2)),
        })),
      );
      expect(pairs.filter((pair) => pair.ratio < 4.5)).toEqual([]);
    },
  );

  it("darkens every surface and lightens every text colour", () => {
    for (const surface of byRole("surface")) expect(contrast(surface.dark, "#000000")).toBeLessThan(3);
    for (const ink of byRole("ink")) expect(contrast(ink.dark, "#000000")).toBeGreaterThan(10);
  });
});

describe("turning a diagram dark", () => {
  it("swaps each fill and stroke for its dark counterpart and leaves none and references alone", () => {
    const { svg, problems } = darkDiagram(
      '<svg><rect fill="#FFFFFF" stroke="#00807e"/><path fill="none" marker-end="url(#arrow)" stroke="url(#g)"/></svg>',
    );
    expect(problems).toEqual([]);
    expect(svg).toBe(
      '<svg><rect fill="#1e293b" stroke="#31beba"/><path fill="none" marker-end="url(#arrow)" stroke="url(#g)"/></svg>',
    );
  });

  it("names colours the palette lacks, and style, which would bypass it", () => {
    const { problems } = darkDiagram(
      '<svg><style>rect{fill:red}</style><rect fill="#ff0000" style="stroke: blue"/><text fill="white"/></svg>',
    );
    expect(problems).toEqual([
      "a <style> element (use fill and stroke attributes)",
      "a style attribute (use fill and stroke attributes)",
      'the colour fill="#ff0000"',
      'the colour fill="white"',
    ]);
  });
});

// Every diagram the articles show: each colour it paints with has a dark counterpart, so no
// diagram keeps a white card in the dark theme.
describe.each(diagrams)("the diagram %s", (file) => {
  const source = readFileSync(path.join(IMAGES, file), "utf8");

  it("paints only with palette colours, so its dark twin keeps no white card or box", () => {
    const { svg, problems } = darkDiagram(source);
    expect(problems).toEqual([]);
    expect(svg).toMatch(/<svg[^>]*>/);
    expect(svg).not.toMatch(/(?:fill|stroke)="#(?:ffffff|f8fafc)"/i);
  });
});
