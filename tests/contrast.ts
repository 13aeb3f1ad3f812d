/** WCAG 2 relative luminance and contrast ratio, for tests that check colours. */

export type Rgb = readonly [number, number, number];

export function hexToRgb(hex: string): Rgb {
  return [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16)) as unknown as Rgb;
}

export function luminance(colour: string | Rgb): number {
  const rgb = typeof colour === "string" ? hexToRgb(colour) : colour;
  const [r, g, b] = rgb.map((value) => {
    const channel = value / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(foreground: string | Rgb, background: string | Rgb): number {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** sRGB's transfer function: a linear channel (0–1) to its 0–255 value, clamped to the gamut. */
function encode(linear: number): number {
  const clamped = Math.min(1, Math.max(0, linear));
  const channel = clamped <= 0.0031308 ? 12.92 * clamped : 1.055 * clamped ** (1 / 2.4) - 0.055;
  return Math.round(channel * 255);
}

/**
 * A CSS colour as the stylesheets write it (`#fff`, `#f8fafc`, `oklch(55.4% .046 257.417)`: Tailwind
 * 4 writes its palette in OKLCH) to sRGB, by Björn Ottosson's OKLab matrices.
 */
export function cssColourToRgb(colour: string): Rgb {
  const value = colour.trim();
  if (value.startsWith("#")) {
    const hex =
      value.length === 4
        ? `#${[...value.slice(1)].map((digit) => digit + digit).join("")}`
        : value.slice(0, 7);
    return hexToRgb(hex);
  }
  const match = /^oklch\(\s*([\d.]+)(%?)\s+([\d.]+)\s+([\d.]+)/.exec(value);
  if (!match) throw new Error(`not a colour the tests read: ${colour}`);
  const lightness = Number(match[1]) / (match[2] === "%" ? 100 : 1);
  const chroma = Number(match[3]);
  const hue = (Number(match[4]) * Math.PI) / 180;
  const [a, b] = [chroma * Math.cos(hue), chroma * Math.sin(hue)];
  const l = (lightness + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (lightness - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (lightness - 0.0894841775 * a - 1.291485548 * b) ** 3;
  return [
    encode(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
    encode(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
    encode(-0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s),
  ];
}
