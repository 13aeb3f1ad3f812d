import type { ReactNode } from "react";
import Tag from "lucide-react/icons/tag";
import { Link, type To } from "react-router";
import { tagPagePath } from "~/lib/urls/paths";
import { classNames } from "~/lib/class-names";

/** Where a chip leads: the tag's own page, unless the page filters itself by tag (the blog list). */
export type TagLink = (tag: string) => To;

/**
 * A tag icon followed by the tags; each chip links to its tag's page (or `linkTo`). A list's cards
 * pass the sprite's tag as `icon` (icon-sprite.tsx).
 */
export function TagChips({
  tags,
  className = "",
  linkTo = tagPagePath,
  icon = <Tag aria-hidden="true" />,
}: {
  tags: readonly string[];
  className?: string;
  linkTo?: TagLink;
  icon?: ReactNode;
}) {
  return (
    // `tag-chips` and `tag-chip` in app/styles/cards.css: one name each on every card of a list.
    <div className={classNames("tag-chips", className)}>
      {icon}
      <ul aria-label="Tags">
        {tags.map((tag) => (
          <li key={tag}>
            <Link to={linkTo(tag)} className="tag-chip" discover="none">
              <span className="sr-only">Show articles tagged </span>
              {tag}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
