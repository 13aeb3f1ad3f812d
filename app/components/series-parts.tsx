import type { SeriesInfo } from "~/lib/content/series";
import { ThemedLink } from "./themed-link";

/** Which part of a series the article is, and every part in order, the current one unlinked. */
export function SeriesParts({ series }: { series: SeriesInfo }) {
  return (
    <nav aria-labelledby="series-title" className="series-parts">
      <p id="series-title">
        Part {series.part} of {series.parts.length} in the series <strong>{series.name}</strong>
      </p>
      <ol>
        {series.parts.map((part) =>
          part.current ? (
            <li key={part.route} aria-current="page">
              {part.title}
            </li>
          ) : (
            <li key={part.route}>
              <ThemedLink to={part.route}>{part.title}</ThemedLink>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
