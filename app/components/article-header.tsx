import Clock from "lucide-react/icons/clock";
import { formatRouteDate, isoFromRouteDate } from "~/lib/dates";
import { FormattedDate } from "./formatted-date";
import { PageTitle } from "./page-title";

export function ArticleHeader({
  title,
  date,
  updated,
  readingMinutes,
}: {
  title: string;
  date: string;
  /** `YYYYMMDD` of the last correction, if any. */
  updated?: string | null;
  readingMinutes: number;
}) {
  return (
    <header className="mb-8">
      <PageTitle>{title}</PageTitle>
      {/* Date and reading time would open every search excerpt; search shows the date itself. */}
      <p
        data-pagefind-ignore
        className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-600 dark:text-slate-400"
      >
        <FormattedDate date={date} />
        {updated && (
          <span>
            Updated <time dateTime={isoFromRouteDate(updated)}>{formatRouteDate(updated)}</time>
          </span>
        )}
        <span className="inline-flex items-center gap-1.5">
          <Clock aria-hidden="true" className="size-4" />
          {readingMinutes} min read
        </span>
      </p>
    </header>
  );
}
