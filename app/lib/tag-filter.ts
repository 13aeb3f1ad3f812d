import type { PostSummary } from "./content/post-summary";

/** The vocabulary tags that contain the typed text, lowercased and trimmed, in vocabulary order. */
export function matchingTags(vocabulary: readonly string[], text: string): string[] {
  const needle = text.trim().toLowerCase();
  if (needle === "") return [];
  return vocabulary.filter((tag) => tag.includes(needle));
}

/** The articles whose tag list includes exactly the chosen tag; all of them when none is chosen. */
export function filterByTag<T extends Pick<PostSummary, "tags">>(
  posts: readonly T[],
  tag: string | null,
): T[] {
  return tag === null ? [...posts] : posts.filter((post) => post.tags.includes(tag));
}
