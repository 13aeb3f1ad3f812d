import Rss from "lucide-react/icons/rss";
import { data } from "react-router";
import { PageTitle } from "~/components/page-title";
import { PaginationNav } from "~/components/pagination-nav";
import { PostList } from "~/components/post-list";
import { ThemedLink } from "~/components/themed-link";
import { toSummary } from "~/lib/content/post-summary";
import { getContent } from "~/lib/content/posts.server";
import { tagFeedRoute, TAGS_PATH, tagPagePath } from "~/lib/urls/paths";
import { listPage } from "~/lib/pagination";
import { buildMeta, pageTitle } from "~/lib/seo";
import { postsTagged } from "~/lib/tag-pages";
import { articleCount } from "~/lib/article-count";
import { site } from "~/site.config";
import type { Route } from "./+types/tag";
import "~/styles/tag.css";

/** `/tags/azure` and `/tags/azure/page/N`: one tag's articles as cards, newest first. */
export function loader({ params }: Route.LoaderArgs) {
  const tagged = postsTagged(getContent().posts, params.tag);
  // Only a tag with a published article has a page; any other is Not found, as on the static host.
  if (tagged.length === 0) throw data(null, { status: 404 });
  const { items, page, pages } = listPage(tagged, params.page, tagPagePath(params.tag));
  return {
    tag: params.tag,
    posts: items.map(toSummary),
    page,
    pages,
    total: tagged.length,
    // The feed's path travels with the data, so the page's JavaScript need not name feeds.
    feed: `${import.meta.env.BASE_URL}${tagFeedRoute(params.tag).slice(1)}`,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const { tag, page, pages, total, feed } = loaderData;
  const title = `Articles tagged ${tag}${page === 1 ? "" : `, page ${page} of ${pages}`}`;
  return buildMeta({
    title: pageTitle(title),
    description: `${articleCount(total)} on ${tag} from ${site.title}, newest first.`,
    keywords: [tag, ...site.keywords],
    path: tagPagePath(tag, page),
    alternate: { type: "application/rss+xml", title: `${site.title} · ${tag} (RSS)`, href: feed },
  });
}

const LINK = "inline-flex items-center gap-1.5 font-medium text-accent underline underline-offset-4";

export default function TagPage({ loaderData }: Route.ComponentProps) {
  const { tag, posts, page, pages, total, feed } = loaderData;
  return (
    <>
      <header className="mb-8">
        <PageTitle>Articles tagged “{tag}”</PageTitle>
        <p className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
          <span>
            {articleCount(total)}, newest first{pages > 1 && ` (page ${page} of ${pages})`}
          </span>
          <a href={feed} className={LINK}>
            <Rss aria-hidden="true" className="size-4" />
            RSS feed<span className="sr-only"> of articles tagged {tag}</span>
          </a>
          <ThemedLink to={TAGS_PATH} className={LINK}>
            All tags
          </ThemedLink>
        </p>
      </header>
      <PostList posts={posts} />
      <PaginationNav page={page} pages={pages} pathFor={(number) => tagPagePath(tag, number)} />
    </>
  );
}
