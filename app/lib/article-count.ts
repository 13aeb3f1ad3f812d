const numbers = new Intl.NumberFormat("en-US");

/** A count as every page writes it: "1,000". */
export function formatCount(count: number): string {
  return numbers.format(count);
}

/** "1 article", "1,000 articles": how the lists, the archive and the tag filter count articles. */
export function articleCount(count: number): string {
  return count === 1 ? "1 article" : `${formatCount(count)} articles`;
}
