// What the tag pages show, from the content index: which tags have articles, how many, which.
// Their paths are built in ./urls/.

/** The tags with at least one published article: each gets its own page and feed. */
export function tagsWithPosts(posts: readonly { tags: readonly string[] }[]): string[] {
  return [...new Set(posts.flatMap((post) => post.tags))].sort();
}

/** Every tag with at least one published article and how many it has, in alphabetical order. */
export function tagCounts(posts: readonly { tags: readonly string[] }[]) {
  const counts = new Map<string, number>();
  for (const post of posts) for (const tag of post.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return tagsWithPosts(posts).map((tag) => ({ tag, count: counts.get(tag) ?? 0 }));
}

/** The articles one tag selects, in the order given (newest first). */
export function postsTagged<T extends { tags: readonly string[] }>(posts: readonly T[], tag: string): T[] {
  return posts.filter((post) => post.tags.includes(tag));
}
