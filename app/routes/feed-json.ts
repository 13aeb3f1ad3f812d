import { getContent } from "~/lib/content/posts.server";
import { buildJsonFeed } from "~/lib/feeds.server";

export async function loader() {
  return new Response(await buildJsonFeed(getContent().posts, import.meta.env.BASE_URL), {
    headers: { "Content-Type": "application/feed+json; charset=utf-8" },
  });
}
