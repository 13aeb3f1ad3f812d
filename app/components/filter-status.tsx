import { Link } from "react-router";
import { BLOG_PATH } from "~/lib/urls/paths";

function articles(count: number): string {
  return count === 1 ? "1 article" : `${count} articles`;
}

/**
 * Says how many articles the list shows. The sentence is in a polite live region, so a screen
 * reader announces it after every filter change; when a tag filters the list, it also shows.
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
  state?: "ready" | "loading" | "failed";
}) {
  const message =
    tag === null
      ? shown === total
        ? `Showing all ${articles(total)}`
        : `Showing ${articles(shown)} of ${total}`
      : state === "loading"
        ? `Finding every article tagged “${tag}”…`
        : state === "failed"
          ? `Showing ${articles(shown)} tagged “${tag}” from this page; the others could not be loaded`
          : shown === 0
            ? `No articles tagged “${tag}”`
            : `Showing ${articles(shown)} tagged “${tag}”`;
  return (
    <div className={tag === null ? "" : "mb-5"}>
      <p role="status" className={tag === null ? "sr-only" : "text-slate-700 dark:text-slate-300"}>
        {message}
      </p>
      {tag !== null && (
        <Link
          to={BLOG_PATH}
          className="mt-1 inline-block font-medium text-accent underline underline-offset-4"
        >
          Show all articles
        </Link>
      )}
    </div>
  );
}
