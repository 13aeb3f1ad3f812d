import { getContent } from "~/lib/content/posts.server";
import { buildRss } from "~/lib/feeds.server";

export async function loader() {
  return new Response(await buildRss(getContent().posts, import.meta.env.BASE_URL), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8" },
  });
}
