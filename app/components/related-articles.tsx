import type { ArticleLink } from "~/lib/content/related";
import { ThemedLink } from "./themed-link";

/** Up to three articles on the same subjects; nothing at all when none shares a tag. */
export function RelatedArticles({ articles }: { articles: readonly ArticleLink[] }) {
  if (articles.length === 0) return null;
  return (
    <section aria-labelledby="related-title" className="related-articles">
      <h2 id="related-title">Related articles</h2>
      <ul>
        {articles.map((article) => (
          <li key={article.route}>
            <ThemedLink to={article.route}>{article.title}</ThemedLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
