import type { PostSummary } from "~/lib/content/post-summary";
import { TAG_FILTER_MARKS } from "~/lib/tag-filter-marks";
import { FormattedDate } from "./formatted-date";
import { IconSprite, SpriteIcon } from "./icon-sprite";
import { TagChips, type TagLink } from "./tag-chips";
import { ThemedLink } from "./themed-link";
import { TitleText } from "./title-text";

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
 *
 * On a card, the title link stretches over the whole card, so the card is one click and one Tab
 * stop, while the tag chips above it stay separately clickable. The card draws the title link's
 * focus ring, and only that one: a focused chip has its own ring, and two at once said nothing.
 * Its styles are the `post-card` classes in app/styles/cards.css: one name on each of many cards.
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
            <article className="post-card">
              <h2>
                <ThemedLink to={post.route}>
                  <TitleText>{post.title}</TitleText>
                </ThemedLink>
              </h2>
              <p className="post-card__date">
                {/* With the sprite, the card's icons refer to it instead of drawing themselves. */}
                <FormattedDate date={post.date} {...(spriteIcons && { icon: <SpriteIcon name="date" /> })} />
              </p>
              <p className="post-card__summary line-clamp-3">{post.summary}</p>
              <TagChips
                tags={post.tags}
                linkTo={tagLink}
                className="relative z-10 mt-4 w-fit"
                {...(spriteIcons && { icon: <SpriteIcon name="tag" /> })}
              />
            </article>
          </li>
        ))}
      </ul>
    </>
  );
}
