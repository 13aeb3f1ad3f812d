import { lazy, Suspense } from "react";
import { FilterStatus } from "~/components/filter-status";
import { TagSearchPlaceholder } from "~/components/tag-search-placeholder";
import { PostList } from "~/components/post-list";
import { toSummary } from "~/lib/content/post-summary";
import { getContent } from "~/lib/content/posts.server";
import { routePath } from "~/lib/paths";
import { buildMeta, pageTitle } from "~/lib/seo";
import { filterByTag } from "~/lib/tag-filter";
import { useTagSearch } from "~/lib/tag-search-state";
import { site } from "~/site.config";
import type { Route } from "./+types/blog-list";

export function loader({ url }: Route.LoaderArgs) {
  // One module serves / and /blog; the canonical URL names the one that was asked for.
  const path = routePath(url, import.meta.env.BASE_URL) === "/blog" ? "/blog" : "/";
  const { posts, tags } = getContent();
  return { posts: posts.map(toSummary), tags, path };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return buildMeta({
    title: pageTitle(loaderData.path === "/" ? undefined : "Blog"),
    description: site.description,
    keywords: site.keywords,
    path: loaderData.path,
  });
}

// The combobox (and Downshift with it) loads when the visitor first opens the search, keeping
// it out of the list's first load.
const TagSearch = lazy(() =>
  import("~/components/tag-search").then(({ TagSearch }) => ({ default: TagSearch })),
);

/** Tells the layout to offer the tag search toggle in the header. */
export const handle = { tagSearch: true };

export default function BlogList({ loaderData }: Route.ComponentProps) {
  const { isOpen, chosenTag } = useTagSearch();
  const posts = filterByTag(loaderData.posts, chosenTag);
  return (
    <>
      <h1 className="sr-only">Articles</h1>
      {isOpen && (
        <Suspense fallback={<TagSearchPlaceholder />}>
          <TagSearch vocabulary={loaderData.tags} />
        </Suspense>
      )}
      <FilterStatus tag={chosenTag} shown={posts.length} total={loaderData.posts.length} />
      <PostList posts={posts} />
    </>
  );
}
