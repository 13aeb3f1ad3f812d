import { getContent } from "~/lib/content/posts.server";
import { buildRss } from "~/lib/feeds.server";

export function loader() {
  return new Response(buildRss(getContent().posts, import.meta.env.BASE_URL), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8" },
  });
}
