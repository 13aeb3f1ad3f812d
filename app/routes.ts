import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { getContent } from "./lib/content/posts.server";

// Routes are exact: /POST_20240817 is not an article, and static hosts agree since files are.
const exact = { caseSensitive: true };

/** The URL table. Each article gets its own exact route, derived from the content files. */
export default [
  index("routes/blog-list.tsx", { id: "home" }),
  route("blog", "routes/blog-list.tsx", { id: "blog", ...exact }),
  route("profile", "routes/profile.tsx", exact),
  ...getContent().posts.map((post) =>
    route(post.route.slice(1), "routes/article.tsx", { id: post.route.slice(1), ...exact }),
  ),
  route("rss.xml", "routes/rss.ts", exact),
  route("atom.xml", "routes/atom.ts", exact),
  route("feed.json", "routes/feed-json.ts", exact),
  route("tags/:tag/rss.xml", "routes/tag-rss.ts", exact),
  route("sitemap.xml", "routes/sitemap.ts", exact),
  route("robots.txt", "routes/robots.ts", exact),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
