import type { FrontMatter } from "~/lib/content/schema";
import { formatRouteDate, isoFromRouteDate } from "~/lib/dates";
import { CHANGES_ID } from "./change-log";
import { FormattedDate } from "./formatted-date";
import { PageTitle } from "./page-title";
import { TitleText } from "./title-text";

const DOT = (
  <span aria-hidden="true" className="mx-2">
    ·
  </span>
);

/** `updated` is the `YYYYMMDD` of the last correction, if any. */
type HeaderFacts = Pick<FrontMatter, "title" | "summary" | "date"> & {
  updated?: string | null;
  readingMinutes: number;
};

/** The title, the summary as its dek, then one quiet line: date · reading time · Updated. */
export function ArticleHeader({ title, summary, date, updated, readingMinutes }: HeaderFacts) {
  return (
    <header className="mb-8">
      <PageTitle display>
        <TitleText>{title}</TitleText>
      </PageTitle>
      {/* Search indexes the summary from the article's data-summary, and date and reading time
          would open every excerpt; search shows the date itself. */}
      <div data-pagefind-ignore>
        <p className="mt-4 max-w-measure text-lg text-slate-600 sm:text-xl/relaxed dark:text-slate-400">
          {summary}
        </p>
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
          <FormattedDate date={date} icon={null} />
          {DOT}
          {readingMinutes} min read
          {/* The date says when, the change log at the end says what: one leads to the other. A
              24 px target whose padding the negative margin takes back from the line. */}
          {updated && (
            <>
              {DOT}
              <a
                href={`#${CHANGES_ID}`}
                className="-my-0.5 inline-block py-0.5 underline underline-offset-4 hover:text-slate-900 dark:hover:text-slate-50"
              >
                Updated <time dateTime={isoFromRouteDate(updated)}>{formatRouteDate(updated)}</time>
              </a>
            </>
          )}
        </p>
      </div>
    </header>
  );
}
