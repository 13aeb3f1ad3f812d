import { getContent } from "~/lib/content/posts.server";
import { buildSitemap } from "~/lib/feeds.server";

export function loader() {
  return new Response(buildSitemap(getContent().posts, import.meta.env.BASE_URL), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
