import type { PostSummary } from "~/lib/content/post-summary";
import { FormattedDate } from "./formatted-date";
import { SpriteIcon } from "./icon-sprite";
import { TagChips, type TagLink } from "./tag-chips";
import { ThemedLink } from "./themed-link";
import { TitleText } from "./title-text";

/**
 * The title link stretches over the whole card, so the card is one click and one Tab stop, while
 * the tag chips above it stay separately clickable. The card draws the title link's focus ring,
 * and only that one: a focused chip has its own ring, and two at once said nothing. With
 * `spriteIcons`, its icons refer to the page's sprite (`PostList` renders it) instead of drawing
 * themselves.
 */
export function PostCard({
  post,
  tagLink,
  spriteIcons = false,
}: {
  post: PostSummary;
  tagLink?: TagLink;
  spriteIcons?: boolean;
}) {
  return (
    // Its styles are the `post-card` classes in app/styles/cards.css: one name on each of a list's many cards.
    <article className="post-card">
      <h2>
        <ThemedLink to={post.route}>
          <TitleText>{post.title}</TitleText>
        </ThemedLink>
      </h2>
      <p className="post-card__date">
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
  );
}
