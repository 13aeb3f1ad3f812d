import type { FrontMatter } from "./content/schema";

/** What the archive shows of an article: its title, date and route, never the body or summary. */
export type ArchiveEntry = Pick<FrontMatter, "title" | "date"> & { route: string };

export interface ArchiveYear {
  year: string;
  count: number;
  /** `key` is `2025-08`, `name` `August`. */
  months: { key: string; name: string; posts: ArchiveEntry[] }[];
}

const monthFormat = new Intl.DateTimeFormat("en-US", { month: "long", timeZone: "UTC" });

/**
 * Every article grouped by year and month, in the order given (newest first): linear in the
 * content index, so the archive costs the same per article at 27 or 10,000.
 */
export function archiveYears(posts: readonly ArchiveEntry[]): ArchiveYear[] {
  return [...Map.groupBy(posts, ({ date }) => date.slice(0, 4))].map(([year, inYear]) => ({
    year,
    count: inYear.length,
    months: [...Map.groupBy(inYear, ({ date }) => `${year}-${date.slice(4, 6)}`)].map(([key, inMonth]) => ({
      key,
      name: monthFormat.format(new Date(`${key}-01T00:00:00Z`)),
      posts: inMonth.map(({ title, date, route }) => ({ title, date, route })),
    })),
  }));
}

/**
 * How many articles `/archive` lists before the older years move to pages of their own
 * (`/archive/1999`): about 300 entries keep the page within 13.5 kB gzip, the first TCP window's
 * worth, however much the owner has written.
 */
export const ARCHIVE_PAGE_ARTICLES = 300;

/** The newest years whose articles together fit `limit`, and at least the newest year. */
export function newestYears(years: readonly ArchiveYear[], limit = ARCHIVE_PAGE_ARTICLES): ArchiveYear[] {
  const shown: ArchiveYear[] = [];
  let total = 0;
  for (const year of years) {
    total += year.count;
    if (shown.length > 0 && total > limit) break;
    shown.push(year);
  }
  return shown;
}
