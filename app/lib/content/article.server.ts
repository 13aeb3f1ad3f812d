import { renderArticle } from "../markdown/render.server";
import type { AdjacentArticle } from "./post-summary";
import { getContent, knownRoutes } from "./posts.server";

/** Everything an article page shows, compiled at build time. */
export async function loadArticle(route: string, base: string) {
  const index = getContent();
  const position = index.posts.findIndex((post) => post.route === route);
  const post = index.posts[position];
  if (post === undefined) return undefined;
  const link = (neighbour: typeof post | undefined): AdjacentArticle | null =>
    neighbour ? { title: neighbour.title, route: neighbour.route } : null;
  return {
    title: post.title,
    date: post.date,
    isoDate: post.isoDate,
    route: post.route,
    excerpt: post.excerpt,
    summary: post.summary,
    tags: post.tags,
    readingMinutes: post.readingMinutes,
    html: await renderArticle(post, { knownRoutes: knownRoutes(index), base }),
    // The list is newest first: the previous (older) article comes after this one.
    previous: link(index.posts[position + 1]),
    next: link(index.posts[position - 1]),
  };
}
