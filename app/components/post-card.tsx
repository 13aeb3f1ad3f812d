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
    <article className="relative rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md has-[>h2>a:focus-visible]:ring-2 has-[>h2>a:focus-visible]:ring-accent dark:border-slate-800 dark:bg-slate-900">
      <h2 className="text-xl font-semibold tracking-tight text-slate-900 dark:text-slate-50">
        <ThemedLink to={post.route} className="outline-none after:absolute after:inset-0 after:rounded-xl">
          {post.title}
        </ThemedLink>
      </h2>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        <FormattedDate date={post.date} />
      </p>
      <p className="mt-3 line-clamp-3 text-slate-700 dark:text-slate-300">{post.summary}</p>
      <TagChips tags={post.tags} linkTo={tagLink} className="relative z-10 mt-4 w-fit" />
    </article>
  );
}
