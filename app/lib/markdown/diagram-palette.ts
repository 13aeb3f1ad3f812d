/**
 * The colours a diagram (an SVG under content/posts/images) may use, with what each becomes in the
 * dark theme. Diagrams are drawn in the light palette (Tailwind's slate and the site's accent, the
 * `brand` scale of app/styles/tailwind-config.css, as hex); the build writes
 * a dark twin of each by swapping every `fill`/`stroke` through this table, and refuses a colour it
 * does not list, so a new diagram cannot glare in the dark theme unnoticed.
 *
 * `role` says how the colour is used: text is drawn in `ink` on `surface`s, and every ink must keep
 * a contrast of at least 4.5:1 against every surface in both themes (a unit test checks the pairs).
 */
export const DIAGRAM_PALETTE: Readonly<Record<string, { role: "surface" | "ink" | "line"; dark: string }>> = {
  // Surfaces: the card, boxes on it, tinted regions.
  "#f8fafc": { role: "surface", dark: "#0f172a" }, // slate-50 → slate-900: the card
  "#ffffff": { role: "surface", dark: "#1e293b" }, // white → slate-800: a box
  "#f1f5f9": { role: "surface", dark: "#334155" }, // slate-100 → slate-700: a muted box
  "#eafbfa": { role: "surface", dark: "#002927" }, // brand-50 → brand-950: a highlighted region
  "#cef5f3": { role: "surface", dark: "#004341" }, // brand-100 → brand-900: a highlighted box
  // Text (and the strokes drawn in the same colours).
  "#0f172a": { role: "ink", dark: "#f1f5f9" }, // slate-900 → slate-100
  "#334155": { role: "ink", dark: "#cbd5e1" }, // slate-700 → slate-300
  // Strokes, arrows and their heads.
  "#00807e": { role: "line", dark: "#31beba" }, // brand-600 → brand-400: what stands out
  "#475569": { role: "line", dark: "#94a3b8" }, // slate-600 → slate-400
  "#64748b": { role: "line", dark: "#94a3b8" }, // slate-500 → slate-400
  "#94a3b8": { role: "line", dark: "#64748b" }, // slate-400 → slate-500
  "#cbd5e1": { role: "line", dark: "#475569" }, // slate-300 → slate-600: a divider
};

/** Paint values that need no dark counterpart. */
const NEUTRAL_PAINT = /^(none|currentcolor|transparent|url\(#[\w-]+\))$/i;

/** Attributes that carry a colour in the SVGs we draw. */
const PAINT_ATTRIBUTE = /\s(fill|stroke|stop-color|flood-color|lighting-color|color)="([^"]*)"/g;

/**
 * The diagram with every colour swapped for its dark-theme counterpart, and what the palette
 * cannot turn dark: unknown colours, and `style` that would bypass it.
 */
export function darkDiagram(source: string) {
  const problems = new Set<string>();
  if (/<style[\s>]/i.test(source)) problems.add("a <style> element (use fill and stroke attributes)");
  if (/\sstyle="/i.test(source)) problems.add("a style attribute (use fill and stroke attributes)");
  const svg = source.replace(PAINT_ATTRIBUTE, (whole, attribute: string, value: string) => {
    if (NEUTRAL_PAINT.test(value)) return whole;
    const colour = DIAGRAM_PALETTE[value.toLowerCase()];
    if (colour === undefined) {
      problems.add(`the colour ${attribute}="${value}"`);
      return whole;
    }
    return ` ${attribute}="${colour.dark}"`;
  });
  return { svg, problems: [...problems] };
}
