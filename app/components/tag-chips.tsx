import Tag from "lucide-react/icons/tag";
import { Link, type To } from "react-router";
import { tagPagePath } from "~/lib/paths";
import { classNames } from "~/lib/class-names";

// The size of /tags' chips: 28 px tall, 8 px apart, a target that a near miss does not leave.
const CHIP =
  "inline-flex min-h-7 items-center rounded-full bg-sky-50 px-3 py-1 text-sm font-medium text-sky-900 ring-1 ring-sky-200 ring-inset dark:bg-sky-950 dark:text-sky-100 dark:ring-sky-800";

/** Where a chip leads: the tag's own page, unless the page filters itself by tag (the blog list). */
export type TagLink = (tag: string) => To;

/** A tag icon followed by the tags; each chip links to its tag's page (or `linkTo`). */
export function TagChips({
  tags,
  className = "",
  linkTo = tagPagePath,
}: {
  tags: readonly string[];
  className?: string;
  linkTo?: TagLink;
}) {
  return (
    <div className={classNames("flex items-start gap-2", className)}>
      <Tag aria-hidden="true" className="mt-1.5 size-4 shrink-0 text-slate-500 dark:text-slate-400" />
      <ul aria-label="Tags" className="flex flex-wrap gap-2">
        {tags.map((tag) => (
          <li key={tag}>
            <Link to={linkTo(tag)} className={`${CHIP} hover:bg-sky-100 dark:hover:bg-sky-900`}>
              <span className="sr-only">Show articles tagged </span>
              {tag}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
