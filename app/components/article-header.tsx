import Clock from "lucide-react/icons/clock";
import { formatRouteDate, isoFromRouteDate } from "~/lib/dates";
import { CHANGES_ID } from "./change-log";
import { FormattedDate } from "./formatted-date";
import { PageTitle } from "./page-title";
import { TitleText } from "./title-text";

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
      <PageTitle>
        <TitleText>{title}</TitleText>
      </PageTitle>
      {/* Date and reading time would open every search excerpt; search shows the date itself. */}
      <p
        data-pagefind-ignore
        className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-600 dark:text-slate-400"
      >
        <FormattedDate date={date} />
        {/* The date says when, the change log at the end says what: one follows the other. A
            24 px target whose padding the negative margin takes back from the line. */}
        {updated && (
          <a
            href={`#${CHANGES_ID}`}
            className="-my-0.5 py-0.5 underline underline-offset-4 hover:text-slate-900 dark:hover:text-slate-50"
          >
            Updated <time dateTime={isoFromRouteDate(updated)}>{formatRouteDate(updated)}</time>
          </a>
        )}
        <span className="inline-flex items-center gap-1.5">
          <Clock aria-hidden="true" className="size-4" />
          {readingMinutes} min read
        </span>
      </p>
    </header>
  );
}
