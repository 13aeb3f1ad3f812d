import { describe, expect, it } from "vitest";
import { contrast } from "../../../tests/contrast";
import { CODE_LINE_BACKGROUNDS, CODE_LINE_NUMBER, CODE_PALETTE } from "../stylesheet";

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
