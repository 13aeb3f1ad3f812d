const numbers = new Intl.NumberFormat("en-US");

/** A count as every page writes it: "1,000". */
export function formatCount(count: number): string {
  return numbers.format(count);
}

/**
 * "1 article", "1,000 articles": how a tag's page and the archive count articles. (The tag
 * filter's status writes it again: the intent gate carries that function into the page whole.)
 */
export function articleCount(count: number): string {
  return count === 1 ? "1 article" : `${formatCount(count)} articles`;
}
