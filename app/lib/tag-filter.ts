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

/** Whether every article with the chosen tag is on screen yet (from every page of the list). */
type FilterState = "ready" | "loading" | "failed";

/**
 * What the list's status line says. Self-contained (see boot/inline-script.ts): the intent gate
 * writes the same sentence before the first paint of a `?tag=` address (tag-filter-first-paint).
 */
export function filterStatusMessage(
  tag: string | null,
  shown: number,
  total: number,
  state: FilterState,
): string {
  // article-count.ts's, written again here: this function may not import.
  const count = (number: number) => number.toLocaleString("en-US");
  const articleCount = (number: number) => (number === 1 ? "1 article" : `${count(number)} articles`);
  if (tag === null)
    return shown === total
      ? `Showing all ${articleCount(total)}`
      : `Showing ${articleCount(shown)} of ${count(total)}`;
  if (state === "loading") return `Finding every article tagged “${tag}”…`;
  if (state === "failed")
    return `Showing ${articleCount(shown)} tagged “${tag}” from this page; the others could not be loaded`;
  return shown === 0 ? `No articles tagged “${tag}”` : `Showing ${articleCount(shown)} tagged “${tag}”`;
}
