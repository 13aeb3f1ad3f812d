import type { PostSummary } from "~/lib/content/post-summary";
import { PostCard } from "./post-card";

export function PostList({ posts }: { posts: readonly PostSummary[] }) {
  return (
    <ul className="flex flex-col gap-5">
      {posts.map((post) => (
        <li key={post.route}>
          <PostCard post={post} />
        </li>
      ))}
    </ul>
  );
}
