import Tag from "lucide-react/icons/tag";
import { Link, type To } from "react-router";
import { tagPagePath } from "~/lib/urls/paths";
import { classNames } from "~/lib/class-names";

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
            {/* `tag-chip` in app.css: one name on each of a list's many chips. */}
            <Link to={linkTo(tag)} className="tag-chip">
              <span className="sr-only">Show articles tagged </span>
              {tag}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
