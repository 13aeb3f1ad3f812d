import { bundledThemes } from "shiki";
import { describe, expect, it } from "vitest";
import { CODE_THEMES } from "../highlight.server";

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

describe.each(Object.entries(CODE_THEMES))("the %s code theme", (_mode, name) => {
  it("gives every token colour at least 4.5:1 contrast on its background (WCAG AA)", async () => {
    const theme = (await bundledThemes[name]()).default;
    const background = (theme.colors?.["editor.background"] ?? "#ffffff").slice(0, 7);
    const pairs = new Map<string, [string, string]>();
    const add = (foreground: string | undefined, behind = background) => {
      if (foreground && /^#[0-9a-f]{6}/i.test(foreground)) {
        pairs.set(`${foreground} on ${behind}`, [foreground.slice(0, 7), behind.slice(0, 7)]);
      }
    };
    add(theme.colors?.["editor.foreground"]);
    // A rule that paints its own background (deleted lines, invalid code) is read against it.
    for (const rule of theme.tokenColors ?? theme.settings ?? []) {
      // Markdown normalises line endings, so a stray carriage return never reaches the highlighter.
      if (rule.scope === "carriage-return") continue;
      add(rule.settings.foreground, rule.settings.background);
    }
    const failing = [...pairs.entries()]
      .map(([pair, [foreground, behind]]) => ({
        pair,
        ratio: Number(contrast(foreground, behind).toFixed(2)),
      }))
      .filter(({ ratio }) => ratio < 4.5);
    expect(failing).toEqual([]);
  });
});
