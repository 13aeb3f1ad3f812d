import type { SeriesInfo } from "~/lib/content/series";
import { ThemedLink } from "./themed-link";

/** Which part of a series the article is, and every part in order, the current one unlinked. */
export function SeriesParts({ series }: { series: SeriesInfo }) {
  return (
    <nav
      aria-labelledby="series-title"
      className="mb-8 rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <p id="series-title" className="text-slate-700 dark:text-slate-300">
        Part {series.part} of {series.parts.length} in the series{" "}
        <span className="font-semibold text-slate-900 dark:text-slate-50">{series.name}</span>
      </p>
      <ol className="mt-2 list-decimal space-y-1 pl-6 marker:text-slate-600 dark:marker:text-slate-400">
        {series.parts.map((part) =>
          part.current ? (
            <li
              key={part.route}
              aria-current="page"
              className="font-medium text-slate-900 dark:text-slate-50"
            >
              {part.title}
            </li>
          ) : (
            <li key={part.route}>
              <ThemedLink to={part.route} className="text-accent underline underline-offset-2">
                {part.title}
              </ThemedLink>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
