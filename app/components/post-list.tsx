import type { PostSummary } from "~/lib/content/post-summary";
import { TAG_FILTER_MARKS } from "~/lib/tag-filter-marks";
import { IconSprite } from "./icon-sprite";
import { PostCard } from "./post-card";
import type { TagLink } from "./tag-chips";

/**
 * From this many cards on, their icons are drawn once, in a sprite before the list (outside it:
 * the gate counts the list's children), and each card refers to it. Measured by gzip -9 on the
 * built pages: 27 cards 0.43 kB lighter, 9 (the largest tag page) even; with fewer, gzip already
 * packs the repeated icons to a few bytes each and the sprite's own markup costs more (1 card: 90
 * bytes).
 */
const SPRITE_FROM = 10;

const year = (post: PostSummary | undefined) => post?.date.slice(0, 4);

/**
 * The cards, newest first, with a year marker where the year changes. A list the tag filter narrows (`filterable`, the blog list's) is marked
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
  const spriteIcons = posts.length >= SPRITE_FROM;
  return (
    <>
      {spriteIcons && <IconSprite />}
      <ul {...(filterable && { [TAG_FILTER_MARKS.list]: "" })} className="post-list">
        {posts.map((post, index) => (
          <li key={post.route} suppressHydrationWarning>
            {/* Between years, the new year above its first card. */}
            {index > 0 && year(post) !== year(posts[index - 1]) && (
              <p className="post-list__year">{year(post)}</p>
            )}
            <PostCard post={post} tagLink={tagLink} spriteIcons={spriteIcons} />
          </li>
        ))}
      </ul>
    </>
  );
}
