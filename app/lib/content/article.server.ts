import { compiledBody } from "./compiled-body.server";
import type { ArticleLink } from "./post-summary";
import { ContentError } from "./content-error";
import { contentProblemsAt, getContent, positionOf, type Post } from "./posts.server";
import { knownRoutes } from "../urls/site-paths";
import { relatedArticles } from "./related";
import { seriesOf } from "./series";
import { repository } from "../../site.config";
import { editUrl } from "../source-link";

/** Everything an article page shows, compiled at build time. */
export async function loadArticle(route: string, base: string) {
  const index = getContent();
  // While writing, a broken article's page names its problems (see the root ErrorBoundary).
  const problems = contentProblemsAt(route);
  if (problems.length > 0) throw new ContentError(problems);
  const position = positionOf(index, route);
  const post = index.posts[position];
  if (post === undefined) return undefined;
  const link = (neighbour: Post | undefined): ArticleLink | null =>
    neighbour ? { title: neighbour.title, route: neighbour.route } : null;
  const { html, toc, features } = await compiledBody(post, { knownRoutes: knownRoutes(index), base });
  return {
    title: post.title,
    date: post.date,
    updated: post.updated ?? null,
    changes: post.changes,
    isoDate: post.isoDate,
    route: post.route,
    // Only a cross-post has one; undefined leaves it out of the page's data.
    canonical: post.canonical,
    excerpt: post.excerpt,
    summary: post.summary,
    tags: post.tags,
    readingMinutes: post.readingMinutes,
    editUrl: editUrl(repository, post.file),
    html,
    features,
    toc,
    series: seriesOf(post, index.posts),
    related: relatedArticles(post, index.posts),
    // The list is newest first: the previous (older) article comes after this one.
    previous: link(index.posts[position + 1]),
    next: link(index.posts[position - 1]),
  };
}
