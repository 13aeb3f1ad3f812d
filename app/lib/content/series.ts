import type { Rankable } from "./related";

/**
 * An article's place in its series: the series' name, the article's part number and every part,
 * ordered by date (part 1 is the oldest); null when it belongs to none or is, so far, the only
 * published part.
 */
export function seriesOf(article: Rankable, articles: readonly Rankable[]) {
  const { series } = article;
  if (series === undefined) return null;
  const parts = articles
    .filter((other) => other.series === series)
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((other) => ({ title: other.title, route: other.route, current: other.route === article.route }));
  if (parts.length < 2) return null;
  return { name: series, part: parts.findIndex((part) => part.current) + 1, parts };
}

export type SeriesInfo = NonNullable<ReturnType<typeof seriesOf>>;
