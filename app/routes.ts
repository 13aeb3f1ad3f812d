import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

// Routes are exact: /BLOG is not the blog, and static hosts agree since files are.
const exact = { caseSensitive: true };

/**
 * The URL table. It is the same size at 27 or 10,000 articles: one `:slug` route serves every
 * `/post_YYYYMMDD` (its loader refuses anything else) and one route every list page after the
 * first, so the route manifest every page loads does not grow with the blog. Tags likewise: one
 * route for every tag's page and one for its numbered pages after the first.
 */
export default [
  // A route's failure is shown inside the page's header and footer (routes/pages.tsx).
  layout("routes/pages.tsx", [
    index("routes/blog-list.tsx", { id: "home" }),
    route("blog", "routes/blog-list.tsx", { id: "blog", ...exact }),
    route("blog/page/:page", "routes/blog-list.tsx", { id: "blog-page", ...exact }),
    route("profile", "routes/profile.tsx", exact),
    route("archive", "routes/archive.tsx", exact),
    route("archive/:year", "routes/archive.tsx", { id: "archive-year", ...exact }),
    route(":slug", "routes/article.tsx", exact),
    route("tags", "routes/tags.tsx", exact),
    route("tags/:tag", "routes/tag.tsx", { id: "tag", ...exact }),
    route("tags/:tag/page/:page", "routes/tag.tsx", { id: "tag-page", ...exact }),
    route("tags/:tag/posts.json", "routes/tag-posts-json.ts", exact),
    route("rss.xml", "routes/site-files.ts", { id: "rss", ...exact }),
    route("atom.xml", "routes/site-files.ts", { id: "atom", ...exact }),
    route("feed.json", "routes/site-files.ts", { id: "feed-json", ...exact }),
    route("tags/:tag/rss.xml", "routes/site-files.ts", { id: "tag-rss", ...exact }),
    route("sitemap.xml", "routes/site-files.ts", { id: "sitemap", ...exact }),
    route("robots.txt", "routes/site-files.ts", { id: "robots", ...exact }),
    route("llms.txt", "routes/site-files.ts", { id: "llms-txt", ...exact }),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
