import { getContent } from "~/lib/content/posts.server";
import { buildLlmsTxt } from "~/lib/llms-txt";

export function loader() {
  return new Response(buildLlmsTxt(getContent().posts, import.meta.env.BASE_URL), {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
