import { getContent } from "~/lib/content/posts.server";
import { buildAtom } from "~/lib/feeds.server";

export async function loader() {
  return new Response(await buildAtom(getContent().posts, import.meta.env.BASE_URL), {
    headers: { "Content-Type": "application/atom+xml; charset=utf-8" },
  });
}
