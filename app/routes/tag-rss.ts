import { data } from "react-router";
import { getContent } from "~/lib/content/posts.server";
import { tagsWithPosts } from "~/lib/tag-pages";
import { buildRss } from "~/lib/feeds.server";
import type { Route } from "./+types/tag-rss";

/** `/tags/azure/rss.xml`: the RSS feed of one tag, for readers who follow one topic. */
export async function loader({ params }: Route.LoaderArgs) {
  const { posts } = getContent();
  if (!tagsWithPosts(posts).includes(params.tag)) throw data(null, { status: 404 });
  return new Response(await buildRss(posts, import.meta.env.BASE_URL, { tag: params.tag }), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8" },
  });
}
