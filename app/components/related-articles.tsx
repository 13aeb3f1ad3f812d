import type { ArticleLink } from "~/lib/content/related";
import { ThemedLink } from "./themed-link";

/** Up to three articles on the same subjects; nothing at all when none shares a tag. */
export function RelatedArticles({ articles }: { articles: readonly ArticleLink[] }) {
  if (articles.length === 0) return null;
  return (
    <section aria-labelledby="related-title" className="mt-10">
      <h2 id="related-title" className="text-lg font-semibold text-slate-900 dark:text-slate-50">
        Related articles
      </h2>
      <ul className="mt-3 space-y-2">
        {articles.map((article) => (
          <li key={article.route}>
            <ThemedLink to={article.route} className="text-accent underline underline-offset-2">
              {article.title}
            </ThemedLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
