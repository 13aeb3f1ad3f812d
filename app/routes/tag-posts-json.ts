import { data } from "react-router";
import { toSummary } from "~/lib/content/post-summary";
import { getContent } from "~/lib/content/posts.server";
import type { Route } from "./+types/tag-posts-json";

/** `/tags/azure/posts.json`: every article tagged `azure`, newest first, for the tag filter. */
export function loader({ params }: Route.LoaderArgs) {
  const { posts, tags } = getContent();
  if (!tags.includes(params.tag)) throw data(null, { status: 404 });
  return Response.json(posts.filter((post) => post.tags.includes(params.tag)).map(toSummary));
}
