import { describe, expect, it } from "vitest";
import { CODE_LINE_BACKGROUNDS, CODE_LINE_NUMBER, CODE_PALETTE } from "../code-theme";

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(foreground: string, background: string): number {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

describe.each(["light", "dark"] as const)("the %s code palette", (mode) => {
  it("gives every token colour at least 4.5:1 contrast on the block and on annotated lines (WCAG AA)", () => {
    const { background, ...tokens } = CODE_PALETTE[mode];
    const backgrounds = { block: background, ...CODE_LINE_BACKGROUNDS[mode] };
    const failing = Object.entries(tokens).flatMap(([token, colour]) =>
      Object.entries(backgrounds)
        .map(([behind, backgroundColour]) => ({
          pair: `${token} on ${behind}`,
          ratio: Number(contrast(colour, backgroundColour).toFixed(2)),
        }))
        .filter(({ ratio }) => ratio < 4.5),
    );
    expect(failing).toEqual([]);
  });

  it("keeps line numbers readable too", () => {
    expect(contrast(CODE_LINE_NUMBER[mode], CODE_PALETTE[mode].background)).toBeGreaterThanOrEqual(4.5);
  });
});
