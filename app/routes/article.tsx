import { data } from "react-router";
import { ArticleBody } from "~/components/article-body";
import { ArticleHeader } from "~/components/article-header";
import { ArticleNav } from "~/components/article-nav";
import { TagChips } from "~/components/tag-chips";
import { loadArticle } from "~/lib/content/article.server";
import { routePath } from "~/lib/paths";
import { formatRouteDate } from "~/lib/dates";
import { articleImage, articleStructuredData, buildMeta, pageTitle } from "~/lib/seo";
import { site } from "~/site.config";
import type { Route } from "./+types/article";

export async function loader({ url }: Route.LoaderArgs) {
  // Each article has its own exact route, `/post_YYYYMMDD`, which names the article.
  const article = await loadArticle(routePath(url, import.meta.env.BASE_URL), import.meta.env.BASE_URL);
  if (!article) throw data(null, { status: 404 });
  return article;
}

export function meta({ loaderData: article }: Route.MetaArgs) {
  const image = articleImage(article.route, article.title, formatRouteDate(article.date));
  return [
    ...buildMeta({
      title: pageTitle(article.title),
      description: article.excerpt,
      keywords: article.tags,
      path: article.route,
      author: site.author,
      image,
      article: { isoDate: article.isoDate, tags: article.tags },
    }),
    articleStructuredData({
      title: article.title,
      description: article.excerpt,
      isoDate: article.isoDate,
      tags: article.tags,
      path: article.route,
      image,
    }),
  ];
}

export default function Article({ loaderData: article }: Route.ComponentProps) {
  return (
    // Search indexes what is inside data-pagefind-body: the article, not the site's frame.
    <article
      data-pagefind-body
      data-pagefind-index-attrs="data-summary"
      data-summary={article.summary}
      data-pagefind-meta={`date:${article.isoDate}`}
    >
      <ArticleHeader title={article.title} date={article.date} readingMinutes={article.readingMinutes} />
      <ArticleBody html={article.html} />
      <TagChips tags={article.tags} className="mt-10 border-t border-slate-200 pt-6 dark:border-slate-800" />
      <div data-pagefind-ignore>
        <ArticleNav previous={article.previous} next={article.next} />
      </div>
    </article>
  );
}
