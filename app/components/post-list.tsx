import type { PostSummary } from "~/lib/content/post-summary";
import { PostCard } from "./post-card";
import type { TagLink } from "./tag-chips";

export function PostList({ posts, tagLink }: { posts: readonly PostSummary[]; tagLink?: TagLink }) {
  return (
    <ul className="flex flex-col gap-5">
      {posts.map((post) => (
        <li key={post.route}>
          <PostCard post={post} tagLink={tagLink} />
        </li>
      ))}
    </ul>
  );
}
