import { Link } from "react-router";
import { BLOG_PATH } from "~/lib/urls/paths";
import { filterStatusMessage, type FilterState } from "~/lib/tag-filter";
import { TAG_FILTER_MARKS } from "~/lib/tag-filter-marks";

/**
 * Says how many articles the list shows. The sentence is in a polite live region, so a screen
 * reader announces it after every filter change; when a tag filters the list, it also shows, with
 * a way back to every article. Its markup is the same either way (blog-list.css shows or hides
 * its parts by `data-filtered`), so that the intent gate can turn it into the filtered line before
 * the first paint of a `?tag=` address, and React, hydrating, keeps what the gate wrote. The link
 * takes no display or margin utility: those would beat blog-list.css's rule that hides it.
 */
export function FilterStatus({
  tag,
  shown,
  total,
  state = "ready",
}: {
  tag: string | null;
  shown: number;
  total: number;
  /** Whether the articles with the tag from every page have arrived. */
  state?: FilterState;
}) {
  return (
    <div
      {...{ [TAG_FILTER_MARKS.status]: "" }}
      data-total={total}
      data-filtered={tag === null ? undefined : ""}
      className="filter-status"
      suppressHydrationWarning
    >
      <p role="status" className="text-slate-700 dark:text-slate-300" suppressHydrationWarning>
        {filterStatusMessage(tag, shown, total, state)}
      </p>
      <Link to={BLOG_PATH} className="font-medium text-accent underline underline-offset-4">
        Show all articles
      </Link>
    </div>
  );
}
