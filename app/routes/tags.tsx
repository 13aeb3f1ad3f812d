import { PageTitle } from "~/components/page-title";
import { ThemedLink } from "~/components/themed-link";
import { getContent } from "~/lib/content/posts.server";
import { buildMeta, pageTitle } from "~/lib/seo";
import { TAGS_PATH, tagPagePath } from "~/lib/urls/paths";
import { tagCounts } from "~/lib/tag-pages";
import { site } from "~/site.config";
import type { Route } from "./+types/tags";
import "~/styles/tags.css";

/** `/tags`: every topic with an article, and how many, each linking to its page. */
export function loader() {
  return { tags: tagCounts(getContent().posts) };
}

export function meta() {
  return buildMeta({
    title: pageTitle("Tags"),
    description: `Every topic ${site.title} writes about, with the number of articles on each.`,
    keywords: ["tags", "topics", ...site.keywords],
    path: TAGS_PATH,
  });
}

const CHIP =
  "inline-flex items-center gap-2 rounded-full bg-brand-50 py-1 pr-1.5 pl-3 text-sm font-medium text-brand-900 hairline-inset-brand-200 hover:bg-brand-100 dark:bg-brand-950 dark:text-brand-100 dark:hairline-inset-brand-800 dark:hover:bg-brand-900";
const COUNT =
  "min-w-6 rounded-full bg-white px-1.5 text-center text-xs text-brand-900 [font-variant-numeric:tabular-nums] dark:bg-brand-900 dark:text-brand-100";

export default function Tags({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <header className="mb-8">
        <PageTitle>Tags</PageTitle>
        <p className="mt-3 text-slate-700 dark:text-slate-300">
          Every topic with the number of articles on it. Each tag has its own page and RSS feed.
        </p>
      </header>
      <ul aria-label="Tags" className="flex flex-wrap gap-2">
        {loaderData.tags.map(({ tag, count }) => (
          <li key={tag}>
            <ThemedLink to={tagPagePath(tag)} className={CHIP}>
              {tag}
              <span className={COUNT}>
                {count}
                <span className="sr-only">{count === 1 ? " article" : " articles"}</span>
              </span>
            </ThemedLink>
          </li>
        ))}
      </ul>
    </>
  );
}
