/** Where the cards sit in the published site, relative to its root. Written by exporter/passes/social-cards.ts. */
export const SITE_CARD = "og/site.png";
export const CARD_SIZE = { width: 1200, height: 630 } as const;

/** `/post_20240817` → `og/post_20240817.png`. */
export function cardPath(route: string): string {
  return `og${route}.png`;
}
