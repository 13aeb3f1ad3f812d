import ArrowLeft from "lucide-react/icons/arrow-left";
import ArrowRight from "lucide-react/icons/arrow-right";
import type { ArticleLink } from "~/lib/content/post-summary";
import type { RelatedArticle } from "~/lib/content/related";
import { formatRouteDate, isoFromRouteDate } from "~/lib/dates";
import { ThemedLink } from "./themed-link";
import { TitleText } from "./title-text";

/**
 * A small card that is one link (`.article-card` in app/styles/article.css: its title and its muted
 * line are `__title` and `__meta`), for the related articles and the previous and next ones.
 */
const ARTICLE_CARD = "article-card";

/**
 * Up to three articles on the same subjects, as small cards (the title, and its date in muted
 * text) in the style of the previous and next cards under them; nothing at all when none shares a
 * tag.
 */
export function RelatedArticles({ articles }: { articles: readonly RelatedArticle[] }) {
  if (articles.length === 0) return null;
  return (
    <section aria-labelledby="related-title" className="related-articles">
      <h2 id="related-title">Related articles</h2>
      <ul className="mt-3 grid gap-4 sm:grid-cols-3">
        {articles.map((article) => (
          <li key={article.route}>
            <ThemedLink to={article.route} className={ARTICLE_CARD}>
              <span className="article-card__title">
                <TitleText>{article.title}</TitleText>
              </span>
              <time dateTime={isoFromRouteDate(article.date)} className="article-card__meta">
                {formatRouteDate(article.date)}
              </time>
            </ThemedLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

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
