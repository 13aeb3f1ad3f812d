import { ThemedLink } from "./themed-link";
import { listPagePath } from "~/lib/urls/paths";
import { TAG_FILTER_MARKS } from "~/lib/tag-filter-marks";

/**
 * Links to the newer and older neighbours of a list page, with where the visitor is. The blog list
 * numbers its pages under `/blog`; a tag page passes its own `pathFor`.
 */
export function PaginationNav({
  page,
  pages,
  pathFor = listPagePath,
}: {
  page: number;
  pages: number;
  pathFor?: (page: number) => string;
}) {
  if (pages === 1) return null;
  const linkClass = "font-medium text-accent underline underline-offset-4";
  return (
    // A filtered list shows no page links: the intent gate hides them before a `?tag=` address paints.
    <nav
      {...{ [TAG_FILTER_MARKS.pages]: "" }}
      aria-label="Pages of articles"
      className="mt-10 flex items-center justify-between gap-4"
      suppressHydrationWarning
    >
      {page > 1 ? (
        <ThemedLink to={pathFor(page - 1)} rel="prev" className={linkClass}>
          ← Newer articles
        </ThemedLink>
      ) : (
        <span />
      )}
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Page {page} of {pages}
      </p>
      {page < pages ? (
        <ThemedLink to={pathFor(page + 1)} rel="next" className={linkClass}>
          Older articles →
        </ThemedLink>
      ) : (
        <span />
      )}
    </nav>
  );
}
