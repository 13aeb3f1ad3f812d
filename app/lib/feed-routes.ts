/** A feed lists the newest articles only, so its size does not grow with the blog. */
export const FEED_ITEMS = 20;

/** The articles a feed holds, in full: the newest, of one tag if given. */
export function feedPosts<T extends { tags: readonly string[] }>(posts: readonly T[], tag?: string): T[] {
  return posts.filter((post) => tag === undefined || post.tags.includes(tag)).slice(0, FEED_ITEMS);
}

/** The site-wide feeds, in the three formats the `feed` package writes. */
export const FEED_ROUTES = { rss: "/rss.xml", atom: "/atom.xml", json: "/feed.json" } as const;

/** A feed for readers who follow one topic: `/tags/azure/rss.xml`. */
export function tagFeedRoute(tag: string): string {
  return `/tags/${tag}/rss.xml`;
}

/** The tags with at least one published article, each of which gets its own feed. */
export function tagsWithPosts(posts: readonly { tags: readonly string[] }[]): string[] {
  return [...new Set(posts.flatMap((post) => post.tags))].sort();
}
