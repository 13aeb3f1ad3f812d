import { buildRobots } from "~/lib/feeds.server";

export function loader() {
  return new Response(buildRobots(import.meta.env.BASE_URL), {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
