import { data, href } from "react-router";
import { getContent, type Post } from "~/lib/content/posts.server";
import { buildAtom, buildJsonFeed, buildRobots, buildRss, buildSitemap } from "~/lib/feeds.server";
import { buildLlmsTxt } from "~/lib/llms-txt";
import { tagsWithPosts } from "~/lib/tag-pages";
import { routePath } from "~/lib/urls/base-path";
import { FEED_ROUTES, LLMS_TXT_PATH, SITEMAP_PATH } from "~/lib/urls/paths";
import type { Route } from "./+types/site-files";

type Make = (posts: readonly Post[], base: string) => Promise<string> | string;

/** The site's files besides its pages, by path: the content type of each and what makes it. */
const FILES: Record<string, [type: string, make: Make]> = {
  [FEED_ROUTES.rss]: ["application/rss+xml", buildRss],
  [FEED_ROUTES.atom]: ["application/atom+xml", buildAtom],
  [FEED_ROUTES.json]: ["application/feed+json", buildJsonFeed],
  [SITEMAP_PATH]: ["application/xml", buildSitemap],
  [href("/robots.txt")]: ["text/plain", (_, base) => buildRobots(base)],
  [LLMS_TXT_PATH]: ["text/plain", buildLlmsTxt],
};

/** The feeds, the sitemap, robots.txt and llms.txt, from the one content index. */
export async function loader({ params, url }: Route.LoaderArgs) {
  const base = import.meta.env.BASE_URL;
  const { posts } = getContent();
  if (params.tag !== undefined) {
    // `/tags/azure/rss.xml`: the RSS feed of one tag, for readers who follow one topic.
    if (!tagsWithPosts(posts).includes(params.tag)) throw data(null, { status: 404 });
    return file("application/rss+xml", await buildRss(posts, base, { tag: params.tag }));
  }
  const found = FILES[routePath(url, base)];
  if (found === undefined) throw data(null, { status: 404 });
  const [type, make] = found;
  return file(type, await make(posts, base));
}

function file(type: string, body: string): Response {
  return new Response(body, { headers: { "Content-Type": `${type}; charset=utf-8` } });
}
