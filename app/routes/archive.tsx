import { data } from "react-router";
import { PageTitle } from "~/components/page-title";
import { TitleText } from "~/components/title-text";
import { ThemedLink } from "~/components/themed-link";
import { archiveYears, newestYears, type ArchiveYear } from "~/lib/archive";
import { getContent } from "~/lib/content/posts.server";
import { formatMonthDay, isoFromRouteDate } from "~/lib/dates";
import { ARCHIVE_PATH, archiveYearPath } from "~/lib/urls/paths";
import { buildMeta, pageTitle } from "~/lib/seo";
import { articleCount, formatCount } from "~/lib/article-count";
import { site } from "~/site.config";
import "~/styles/archive.css";
import type { Route } from "./+types/archive";

/**
 * `/archive`: the newest years' articles by month, titles only, from the one content index; and
 * `/archive/2024`: one year's. Every year has its page; the archive itself lists the newest years
 * up to ARCHIVE_PAGE_ARTICLES articles, so it stays one small page at 1,000 articles.
 */
export function loader({ params }: Route.LoaderArgs) {
  const { posts } = getContent();
  const all = archiveYears(posts);
  const shown = params.year === undefined ? newestYears(all) : all.filter(({ year }) => year === params.year);
  // Only a year with an article has a page; any other is Not found, as on the static host.
  if (params.year !== undefined && shown.length === 0) throw data(null, { status: 404 });
  return {
    year: params.year,
    years: shown,
    // Every year, for the navigation: those shown here are linked in the page, the others' pages.
    allYears: all.map(({ year }) => year),
    total: posts.length,
  };
}

export function meta({ loaderData: { year, years } }: Route.MetaArgs) {
  const count = years[0]?.count ?? 0;
  return buildMeta(
    year === undefined
      ? {
          title: pageTitle("Archive"),
          description: `Every article on ${site.title} by year and month, newest first.`,
          keywords: ["archive", ...site.keywords],
          path: ARCHIVE_PATH,
        }
      : {
          title: pageTitle(`Archive, ${year}`),
          description: `The ${articleCount(count)} of ${year} on ${site.title} by month, newest first.`,
          keywords: ["archive", year, ...site.keywords],
          path: archiveYearPath(year),
        },
  );
}

/** What the page says under its title: how much of the archive it shows. */
function scope(year: string | undefined, shown: readonly ArchiveYear[], total: number): string {
  if (year !== undefined) return `${articleCount(shown[0]?.count ?? 0)} from ${year}, newest first.`;
  if (total === 1) return "One article.";
  const here = shown.reduce((sum, { count }) => sum + count, 0);
  return here === total
    ? `All ${formatCount(total)} articles, newest first.`
    : `The newest ${formatCount(here)} of ${formatCount(total)} articles; each year has its own page.`;
}

/**
 * Plain markup that stays small at 1,000 articles: an item is a date and a link, styled through
 * its list's class (app/styles/archive.css) rather than utilities repeated on every item.
 */
export default function Archive({ loaderData: { year, years, allYears, total } }: Route.ComponentProps) {
  const here = new Set(years.map((shown) => shown.year));
  return (
    <>
      <header className="mb-8">
        <PageTitle>{year === undefined ? "Archive" : `Archive, ${year}`}</PageTitle>
        <p className="mt-3 text-slate-700 dark:text-slate-300">
          {scope(year, years, total)}
          {year !== undefined && (
            <>
              {" "}
              <ThemedLink to={ARCHIVE_PATH} className="font-medium text-accent underline underline-offset-4">
                The whole archive
              </ThemedLink>
            </>
          )}
        </p>
        {allYears.length > 1 && (
          <nav aria-label="Years" className="archive__years">
            <ul>
              {allYears.map((each) => (
                <li key={each}>
                  {/* In the page a year is a jump; past it, the year's own page. */}
                  {here.has(each) && year === undefined ? (
                    <a href={`#${each}`}>{each}</a>
                  ) : (
                    <ThemedLink to={archiveYearPath(each)} aria-current={each === year ? "page" : undefined}>
                      {each}
                    </ThemedLink>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        )}
      </header>
      {years.map(({ year: shown, count, months }) => (
        <section key={shown} aria-labelledby={shown} className="archive__year">
          <h2 id={shown}>
            {shown} <span>{articleCount(count)}</span>
          </h2>
          {months.map(({ key, name, posts }) => (
            <section key={key} aria-label={`${name} ${shown}`}>
              <h3>{name}</h3>
              <ul className="archive__list">
                {posts.map(({ route, title, date }) => (
                  <li key={route}>
                    <time dateTime={isoFromRouteDate(date)}>{formatMonthDay(date)}</time>
                    <ThemedLink to={route}>
                      <TitleText>{title}</TitleText>
                    </ThemedLink>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </section>
      ))}
    </>
  );
}
