import Rss from "lucide-react/icons/rss";
import { withBase } from "~/lib/urls/base-path";
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { PaginationNav } from "~/components/pagination-nav";
import { PostList } from "~/components/post-list";
import { ThemedLink } from "~/components/themed-link";
import { TagFilterShell } from "~/components/tag-filter-shell";
import { toSummary, type PostSummary } from "~/lib/content/post-summary";
import { getContent } from "~/lib/content/posts.server";
import { listPagePath, ARCHIVE_PATH, BLOG_PATH, FEED_ROUTES, HOME_PATH, TAGS_PATH } from "~/lib/urls/paths";
import { listPage } from "~/lib/pagination";
import { routePath } from "~/lib/urls/base-path";
import { buildMeta, pageTitle } from "~/lib/seo";
import { filterByTag, filterStatusMessage } from "~/lib/tag-filter";
import { TAG_FILTER_MARKS } from "~/lib/tag-filter-marks";
import { useTaggedPosts } from "~/lib/tag-posts-json";
import { tagFilterLink, useTagFilter } from "~/lib/tag-filter-state";
import { site } from "~/site.config";
import type { PageHandle } from "~/document/handle";
import type { Route } from "./+types/blog-list";
import "~/styles/list.css";

/** One module serves `/`, `/blog` and `/blog/page/N`; the canonical URL names the one asked for. */

/** The feed is a file beside the pages, not a route of the app: a plain link, under the base path. */
const RSS_HREF = withBase(FEED_ROUTES.rss, import.meta.env.BASE_URL);
export function loader({ params, url }: Route.LoaderArgs) {
  const { posts, tags } = getContent();
  // The first page's address is /blog.
  const { items, page, pages } = listPage(posts, params.page, listPagePath(1));
  const firstPage = routePath(url, import.meta.env.BASE_URL) === BLOG_PATH ? BLOG_PATH : HOME_PATH;
  const path = params.page === undefined ? firstPage : listPagePath(page);
  return { posts: items.map(toSummary), tags, path, page, pages, total: posts.length };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const { path, page, pages } = loaderData;
  const title = path === "/" ? undefined : page === 1 ? "Blog" : `Blog, page ${page} of ${pages}`;
  return buildMeta({
    title: pageTitle(title),
    description: site.description,
    keywords: site.keywords,
    path,
  });
}

// The combobox (and Downshift with it) loads when the visitor first opens the search, keeping
// it out of the list's first load; its shell answers meanwhile (tag-filter-shell.tsx).
const TagFilterCombobox = lazy(() =>
  import("~/components/tag-filter-combobox").then(({ TagFilterCombobox }) => ({
    default: TagFilterCombobox,
  })),
);

/** Tells the layout to offer the tag filter toggle in the header. */
export const handle: PageHandle = { tagFilter: true };

/**
 * The articles a chosen tag selects from the whole blog: from this page alone when it holds
 * every article, otherwise from the tag's prerendered index.
 */
function useFilteredPosts(pagePosts: PostSummary[], tag: string | null, wholeBlogOnPage: boolean) {
  const tagged = useTaggedPosts(wholeBlogOnPage ? null : tag);
  if (tag === null) return { posts: pagePosts, state: "ready" as const };
  if (tagged?.state === "ready") return { posts: tagged.posts, state: tagged.state };
  return { posts: filterByTag(pagePosts, tag), state: tagged?.state ?? ("ready" as const) };
}

export default function BlogList({ loaderData }: Route.ComponentProps) {
  const { isOpen, chosenTag, boxLoaded } = useTagFilter();
  const { page, pages, total } = loaderData;
  const { posts, state } = useFilteredPosts(loaderData.posts, chosenTag, pages === 1);
  return (
    <>
      {/* The front door says whose blog it is; the list's later pages name themselves. */}
      {page === 1 ? (
        <header className="mb-10">
          <h1 className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl dark:text-slate-50">
            {site.author}
          </h1>
          <p className="mt-3 max-w-measure text-lg text-slate-600 dark:text-slate-400">{site.tagline}</p>
        </header>
      ) : (
        <h1 className="sr-only">{`Articles, page ${page} of ${pages}`}</h1>
      )}
      {/* The shell stays the same element from the prerendered page until the box takes over from
          it, whatever the visitor typed in it meanwhile. */}
      {!boxLoaded && <TagFilterShell shown={isOpen} />}
      {isOpen && (
        <Suspense fallback={null}>
          <TagFilterCombobox vocabulary={loaderData.tags} />
        </Suspense>
      )}
      {/* How many articles the list shows, in a polite live region, so a screen reader announces
          it after every filter change; when a tag filters the list, it also shows, with a way back
          to every article. Its markup is the same either way (list.css shows or hides its
          parts by `data-filtered`), so that the intent gate can turn it into the filtered line
          before the first paint of a `?tag=` address, and React, hydrating, keeps what the gate
          wrote. The link takes no display or margin utility: those would beat list.css's
          rule that hides it. */}
      <div
        {...{ [TAG_FILTER_MARKS.status]: "" }}
        data-total={total}
        data-filtered={chosenTag === null ? undefined : ""}
        className="filter-status"
        suppressHydrationWarning
      >
        <p role="status" className="text-slate-700 dark:text-slate-300" suppressHydrationWarning>
          {filterStatusMessage(chosenTag, posts.length, total, state)}
        </p>
        <Link to={BLOG_PATH} className="font-medium text-accent underline underline-offset-4">
          Show all articles
        </Link>
      </div>
      {/* On the list a chip filters the list in place, as the tag filter does. */}
      <PostList posts={posts} tagLink={tagFilterLink} filterable />
      {chosenTag === null && <PaginationNav page={page} pages={pages} />}
      {/* The header keeps to Blog and Profile (the spec): the archive, the tags' pages and the
          feed are reached from the list. */}
      <p className="mt-10 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm">
        <ThemedLink to={ARCHIVE_PATH} className="font-medium text-accent underline underline-offset-4">
          Archive: every article by year
        </ThemedLink>
        <ThemedLink to={TAGS_PATH} className="font-medium text-accent underline underline-offset-4">
          All tags
        </ThemedLink>
        <a
          href={RSS_HREF}
          className="inline-flex items-center gap-1.5 font-medium text-accent underline underline-offset-4"
        >
          <Rss aria-hidden="true" className="size-4" />
          RSS feed
        </a>
      </p>
    </>
  );
}
