import type { RelatedArticle } from "~/lib/content/related";
import { formatRouteDate, isoFromRouteDate } from "~/lib/dates";
import { ARTICLE_CARD } from "./article-nav";
import { ThemedLink } from "./themed-link";
import { TitleText } from "./title-text";

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
