import { Link } from "react-router";

function articles(count: number): string {
  return count === 1 ? "1 article" : `${count} articles`;
}

/**
 * Says how many articles the list shows. The sentence is in a polite live region, so a screen
 * reader announces it after every filter change; when a tag filters the list, it also shows.
 */
export function FilterStatus({ tag, shown, total }: { tag: string | null; shown: number; total: number }) {
  const message =
    tag === null
      ? `Showing all ${articles(total)}`
      : shown === 0
        ? `No articles tagged “${tag}”`
        : `Showing ${articles(shown)} tagged “${tag}”`;
  return (
    <div className={tag === null ? "" : "mb-5"}>
      <p role="status" className={tag === null ? "sr-only" : "text-slate-700 dark:text-slate-300"}>
        {message}
      </p>
      {tag !== null && (
        <Link to="/blog" className="mt-1 inline-block font-medium text-accent underline underline-offset-4">
          Show all articles
        </Link>
      )}
    </div>
  );
}
