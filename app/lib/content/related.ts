/** What ranking needs of an article. */
export interface Rankable {
  route: string;
  title: string;
  date: string;
  tags: readonly string[];
  series?: string | undefined;
}

/** A link to another article, for the related list and the series box. */
export interface ArticleLink {
  title: string;
  route: string;
}

export const MAX_RELATED = 3;

function dayNumber(date: string): number {
  return (
    Date.UTC(Number(date.slice(0, 4)), Number(date.slice(4, 6)) - 1, Number(date.slice(6, 8))) / 86_400_000
  );
}

/**
 * Up to three articles to read next: those sharing the most tags, the closest in date first among
 * equals. An article sharing no tag is never offered, and the other parts of the same series are
 * left to the series box.
 */
export function relatedArticles(article: Rankable, candidates: readonly Rankable[]): ArticleLink[] {
  const tags = new Set(article.tags);
  return candidates
    .filter((other) => other.route !== article.route)
    .filter((other) => article.series === undefined || other.series !== article.series)
    .map((other) => ({
      other,
      shared: other.tags.filter((tag) => tags.has(tag)).length,
      distance: Math.abs(dayNumber(other.date) - dayNumber(article.date)),
    }))
    .filter(({ shared }) => shared > 0)
    .sort(
      (a, b) => b.shared - a.shared || a.distance - b.distance || b.other.date.localeCompare(a.other.date),
    )
    .slice(0, MAX_RELATED)
    .map(({ other }) => ({ title: other.title, route: other.route }));
}
