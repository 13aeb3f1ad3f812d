import ArrowLeft from "lucide-react/icons/arrow-left";
import ArrowRight from "lucide-react/icons/arrow-right";
import type { ArticleLink } from "~/lib/content/post-summary";
import { ThemedLink } from "./themed-link";

/** A small card that is one link; the related articles above use it too. */
export const ARTICLE_CARD =
  "flex h-full flex-col gap-1 rounded-lg border border-slate-200 p-4 hover:border-slate-400 dark:border-slate-800 dark:hover:border-slate-600";

export function ArticleNav({ previous, next }: { previous: ArticleLink | null; next: ArticleLink | null }) {
  if (!previous && !next) return null;
  return (
    <nav aria-label="More articles" className="mt-10">
      <ul className="grid gap-4 sm:grid-cols-2">
        {previous && (
          <li>
            <ThemedLink to={previous.route} rel="prev" className={ARTICLE_CARD}>
              <span className="inline-flex items-center gap-1 text-sm text-slate-600 dark:text-slate-400">
                <ArrowLeft aria-hidden="true" className="size-4" /> Previous article
              </span>
              <span className="font-medium text-slate-900 dark:text-slate-50">{previous.title}</span>
            </ThemedLink>
          </li>
        )}
        {next && (
          <li className="sm:col-start-2">
            <ThemedLink to={next.route} rel="next" className={`${ARTICLE_CARD} sm:text-right`}>
              <span className="inline-flex items-center gap-1 text-sm text-slate-600 sm:justify-end dark:text-slate-400">
                Next article <ArrowRight aria-hidden="true" className="size-4" />
              </span>
              <span className="font-medium text-slate-900 dark:text-slate-50">{next.title}</span>
            </ThemedLink>
          </li>
        )}
      </ul>
    </nav>
  );
}
