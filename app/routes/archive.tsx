import { PageTitle } from "~/components/page-title";
import { ThemedLink } from "~/components/themed-link";
import { archiveYears } from "~/lib/archive";
import { getContent } from "~/lib/content/posts.server";
import { formatMonthDay, isoFromRouteDate } from "~/lib/dates";
import { ARCHIVE_PATH } from "~/lib/urls/paths";
import { buildMeta, pageTitle } from "~/lib/seo";
import { site } from "~/site.config";
import "~/styles/archive.css";
import type { Route } from "./+types/archive";

/** `/archive`: every article by year and month, titles only, from the one content index. */
export function loader() {
  const { posts } = getContent();
  return { years: archiveYears(posts), total: posts.length };
}

export function meta() {
  return buildMeta({
    title: pageTitle("Archive"),
    description: `Every article on ${site.title} by year and month, newest first.`,
    keywords: ["archive", ...site.keywords],
    path: ARCHIVE_PATH,
  });
}

/**
 * Plain markup that stays small at 1,000 articles: an item is a date and a link, styled through
 * its list's class (app/styles/archive.css) rather than utilities repeated on every item.
 */
export default function Archive({ loaderData: { years, total } }: Route.ComponentProps) {
  return (
    <>
      <header className="mb-8">
        <PageTitle>Archive</PageTitle>
        <p className="mt-3 text-slate-700 dark:text-slate-300">
          {total === 1 ? "One article" : `All ${total} articles`}, newest first.
        </p>
        {years.length > 1 && (
          <nav aria-label="Years" className="archive__years">
            <ul>
              {years.map(({ year }) => (
                <li key={year}>
                  <a href={`#${year}`}>{year}</a>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </header>
      {years.map(({ year, count, months }) => (
        <section key={year} aria-labelledby={year} className="archive__year">
          <h2 id={year}>
            {year} <span>{count === 1 ? "1 article" : `${count} articles`}</span>
          </h2>
          {months.map(({ key, name, posts }) => (
            <section key={key} aria-label={`${name} ${year}`}>
              <h3>{name}</h3>
              <ul className="archive__list">
                {posts.map(({ route, title, date }) => (
                  <li key={route}>
                    <time dateTime={isoFromRouteDate(date)}>{formatMonthDay(date)}</time>
                    <ThemedLink to={route}>{title}</ThemedLink>
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
