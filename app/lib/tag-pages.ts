import { tagsWithPosts } from "./feed-routes.ts";
import { pageCount } from "./pagination.ts";
import { TAGS_PATH, tagPagePath } from "./paths.ts";

// Build-time helpers (loaders, prerender list, sitemap); the paths themselves are in ./paths, so a
// page's JavaScript does not carry these.

export interface TagCount {
  tag: string;
  count: number;
}

/** Every tag with at least one published article and how many it has, in alphabetical order. */
export function tagCounts(posts: readonly { tags: readonly string[] }[]): TagCount[] {
  const counts = new Map<string, number>();
  for (const post of posts) for (const tag of post.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return tagsWithPosts(posts).map((tag) => ({ tag, count: counts.get(tag) ?? 0 }));
}

/** The articles one tag selects, in the order given (newest first). */
export function postsTagged<T extends { tags: readonly string[] }>(posts: readonly T[], tag: string): T[] {
  return posts.filter((post) => post.tags.includes(tag));
}

/**
 * Every tag page to prerender: `/tags`, each tag's first page and its further pages. `/tags/<tag>/page/1`
 * is prerendered too, as a redirect to `/tags/<tag>`, as `/blog/page/1` is to `/blog`; it also keeps
 * the numbered route prerendered while every tag fits on one page.
 */
export function tagPageRoutes(posts: readonly { tags: readonly string[] }[]): string[] {
  return [
    TAGS_PATH,
    ...tagCounts(posts).flatMap(({ tag, count }) => [
      tagPagePath(tag),
      `${tagPagePath(tag)}/page/1`,
      ...Array.from({ length: pageCount(count) - 1 }, (_, index) => tagPagePath(tag, index + 2)),
    ]),
  ];
}
