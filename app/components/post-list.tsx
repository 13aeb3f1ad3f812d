import type { PostSummary } from "~/lib/content/post-summary";
import { TAG_FILTER_MARKS } from "~/lib/tag-filter-marks";
import { PostCard } from "./post-card";
import type { TagLink } from "./tag-chips";

/**
 * The cards, newest first. A list the tag filter narrows (`filterable`, the blog list's) is marked
 * for the intent gate, which hides the cards without the tag of a `?tag=` address before the first
 * paint; React, hydrating, leaves them hidden until it renders the filtered list itself.
 */
export function PostList({
  posts,
  tagLink,
  filterable = false,
}: {
  posts: readonly PostSummary[];
  tagLink?: TagLink;
  filterable?: boolean;
}) {
  return (
    <ul {...(filterable && { [TAG_FILTER_MARKS.list]: "" })} className="flex flex-col gap-5">
      {posts.map((post) => (
        <li key={post.route} suppressHydrationWarning>
          <PostCard post={post} tagLink={tagLink} />
        </li>
      ))}
    </ul>
  );
}
