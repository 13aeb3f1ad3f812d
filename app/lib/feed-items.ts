/** A feed lists the newest articles only, so its size does not grow with the blog. */
export const FEED_ITEMS = 20;

/** The articles a feed holds, in full: the newest, of one tag if given. */
export function feedPosts<T extends { tags: readonly string[] }>(posts: readonly T[], tag?: string): T[] {
  return posts.filter((post) => tag === undefined || post.tags.includes(tag)).slice(0, FEED_ITEMS);
}
