import type { ContentIndex } from "../app/lib/content/posts.server";
import { FEED_ROUTES, tagFeedRoute, tagsWithPosts } from "../app/lib/feed-routes";
import { listPagePath, pageCount } from "../app/lib/pagination";
import { LLMS_TXT_PATH, STATIC_ROUTES, tagIndexPath } from "../app/lib/paths";
import { tagPageRoutes } from "../app/lib/tag-pages";
import { NOT_FOUND_PATH } from "./passes/not-found-page";

/** Every page of the site, derived from the content index: what the build prerenders. */
export function sitePaths({ posts, tags }: Pick<ContentIndex, "posts" | "tags">): string[] {
  return [
    // Page 1 is /blog; /blog/page/1 is prerendered as a redirect there.
    ...STATIC_ROUTES,
    "/robots.txt",
    LLMS_TXT_PATH,
    "/blog/page/1",
    NOT_FOUND_PATH,
    FEED_ROUTES.atom,
    FEED_ROUTES.json,
    ...tagsWithPosts(posts).map(tagFeedRoute),
    ...posts.map((post) => post.route),
    ...Array.from({ length: pageCount(posts.length) - 1 }, (_, index) => listPagePath(index + 2)),
    ...tags.map(tagIndexPath),
    ...tagPageRoutes(posts),
  ];
}
