import { fileURLToPath } from "node:url";

/**
 * The font files the social cards are set in: read by the renderer, and part of the card cache's
 * key (a new @fontsource/inter release changes the cards). Satori reads TrueType, OpenType and
 * WOFF, not WOFF2.
 */
export const CARD_FONTS = ([400, 700] as const).map((weight) => ({
  weight,
  file: fileURLToPath(import.meta.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
}));
