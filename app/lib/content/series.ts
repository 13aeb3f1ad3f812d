import type { ArticleLink } from "./post-summary";
import type { Rankable } from "./related";

/** An article's place in its series: the series' name, its part number and every part in order. */
export interface SeriesInfo {
  name: string;
  part: number;
  parts: (ArticleLink & { current: boolean })[];
}

/**
 * The series an article belongs to, its parts ordered by date (part 1 is the oldest), or null
 * when it belongs to none or is, so far, the only published part.
 */
export function seriesOf(article: Rankable, articles: readonly Rankable[]): SeriesInfo | null {
  const { series } = article;
  if (series === undefined) return null;
  const parts = articles
    .filter((other) => other.series === series)
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((other) => ({ title: other.title, route: other.route, current: other.route === article.route }));
  if (parts.length < 2) return null;
  return { name: series, part: parts.findIndex((part) => part.current) + 1, parts };
}
