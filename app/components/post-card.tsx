import type { PostSummary } from "~/lib/content/post-summary";
import { FormattedDate } from "./formatted-date";
import { TagChips, type TagLink } from "./tag-chips";
import { ThemedLink } from "./themed-link";

/**
 * The title link stretches over the whole card, so the card is one click and one Tab stop, while
 * the tag chips above it stay separately clickable. The card draws the title link's focus ring,
 * and only that one: a focused chip has its own ring, and two at once said nothing.
 */
export function PostCard({ post, tagLink }: { post: PostSummary; tagLink?: TagLink }) {
  return (
    // Its styles are the `post-card` classes in app.css: one name on each of a list's many cards.
    <article className="post-card">
      <h2>
        <ThemedLink to={post.route}>{post.title}</ThemedLink>
      </h2>
      <p className="post-card__date">
        <FormattedDate date={post.date} />
      </p>
      <p className="post-card__summary line-clamp-3">{post.summary}</p>
      <TagChips tags={post.tags} linkTo={tagLink} className="relative z-10 mt-4 w-fit" />
    </article>
  );
}
