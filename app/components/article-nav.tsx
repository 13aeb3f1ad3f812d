import ArrowLeft from "lucide-react/icons/arrow-left";
import ArrowRight from "lucide-react/icons/arrow-right";
import type { ArticleLink } from "~/lib/content/post-summary";
import { ThemedLink } from "./themed-link";
import { TitleText } from "./title-text";

/**
 * A small card that is one link (`.article-card` in app/styles/article.css: its title and its muted
 * line are `__title` and `__meta`); the related articles above use it too.
 */
export const ARTICLE_CARD = "article-card";

export function ArticleNav({ previous, next }: { previous: ArticleLink | null; next: ArticleLink | null }) {
  if (!previous && !next) return null;
  return (
    <nav aria-label="More articles" className="mt-10">
      <ul className="grid gap-4 sm:grid-cols-2">
        {previous && (
          <li>
            <ThemedLink to={previous.route} rel="prev" className={ARTICLE_CARD}>
              <span className="article-card__meta inline-flex items-center gap-1">
                <ArrowLeft aria-hidden="true" className="size-4" /> Previous article
              </span>
              <span className="article-card__title">
                <TitleText>{previous.title}</TitleText>
              </span>
            </ThemedLink>
          </li>
        )}
        {next && (
          <li className="sm:col-start-2">
            <ThemedLink to={next.route} rel="next" className={`${ARTICLE_CARD} sm:text-right`}>
              <span className="article-card__meta inline-flex items-center gap-1 sm:justify-end">
                Next article <ArrowRight aria-hidden="true" className="size-4" />
              </span>
              <span className="article-card__title">
                <TitleText>{next.title}</TitleText>
              </span>
            </ThemedLink>
          </li>
        )}
      </ul>
    </nav>
  );
}
