/** A feed lists the newest articles only, so its size does not grow with the blog. */
export const FEED_ITEMS = 20;

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
