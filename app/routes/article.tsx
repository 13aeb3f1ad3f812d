import { data } from "react-router";
import { ArticleBody } from "~/components/article-body";
import { ArticleFeatureStyles } from "~/components/article-feature-styles";
import { ArticleHeader } from "~/components/article-header";
import { ArticleNav, RelatedArticles } from "~/components/article-nav";
import { ChangeLog } from "~/components/change-log";
import { ExternalLink } from "~/components/external-link";
import { TableOfContents } from "~/components/table-of-contents";
import { TagChips } from "~/components/tag-chips";
import { ThemedLink } from "~/components/themed-link";
import { loadArticle } from "~/lib/content/article.server";
import { formatRouteDate, isoFromRouteDate } from "~/lib/dates";
import { markdownTwinPath } from "~/lib/urls/article-route";
import { withBase } from "~/lib/urls/base-path";
import { articleImage, buildMeta, pageTitle } from "~/lib/seo";
import type { PageHandle } from "~/document/handle";
import { site } from "~/site.config";
import "~/styles/article.css";
import type { Route } from "./+types/article";

export async function loader({ params }: Route.LoaderArgs) {
  // The slug must name an article exactly (`post_20240817`): any other single segment, such as
  // `POST_20240817` or `post_2024`, is Not found, as it is on the static host.
  const article = await loadArticle(`/${params.slug}`, import.meta.env.BASE_URL);
  if (!article) throw data(null, { status: 404 });
  return article;
}

/** The body's HTML is in the document: the server entry leaves it out of the hydration data. */
export const handle: PageHandle = { bodyInDocument: "html" };

export function meta({ loaderData: article }: Route.MetaArgs) {
  return buildMeta({
    title: pageTitle(article.title),
    description: article.excerpt,
    keywords: article.tags,
    path: article.route,
    canonical: article.canonical,
    author: site.author,
    image: articleImage(article.route, article.title, formatRouteDate(article.date)),
    // The same article as Markdown, for tools (exporter/passes/markdown-twins.ts writes it).
    alternate: {
      type: "text/markdown",
      title: `${article.title} (Markdown)`,
      href: withBase(markdownTwinPath(article.route), import.meta.env.BASE_URL),
    },
    article: {
      headline: article.title,
      isoDate: article.isoDate,
      updatedIsoDate: article.updated ? isoFromRouteDate(article.updated) : undefined,
      tags: article.tags,
    },
  });
}

export default function Article({ loaderData: article }: Route.ComponentProps) {
  const { series } = article;
  return (
    // Relative: on wide screens the table of contents hangs in the margin beside the article.
    // Search indexes what is inside data-pagefind-body: the article, not the links around it.
    <article
      className="relative"
      data-pagefind-body
      data-pagefind-index-attrs="data-summary"
      data-summary={article.summary}
      data-pagefind-meta={`date:${article.isoDate}`}
    >
      <ArticleFeatureStyles features={article.features} />
      <ArticleHeader {...article} />
      <div data-pagefind-ignore>
        {/* Which part of a series the article is, and every part in order, the current one unlinked. */}
        {series && (
          <nav aria-labelledby="series-title" className="series-parts">
            <p id="series-title">
              Part {series.part} of {series.parts.length} in the series <strong>{series.name}</strong>
            </p>
            <ol>
              {series.parts.map((part) =>
                part.current ? (
                  <li key={part.route} aria-current="page">
                    {part.title}
                  </li>
                ) : (
                  <li key={part.route}>
                    <ThemedLink to={part.route}>{part.title}</ThemedLink>
                  </li>
                ),
              )}
            </ol>
          </nav>
        )}
        {article.toc && <TableOfContents sections={article.toc} />}
      </div>
      <ArticleBody html={article.html} />
      <ChangeLog changes={article.changes} />
      <div data-pagefind-ignore>
        {/* Links, not content: excerpts must not read "Show articles tagged azure". */}
        <TagChips tags={article.tags} className="article-tags" />
        {/* Its Markdown source in GitHub's editor, where a reader can propose a fix. No icon: this is
            on every article, whose JavaScript budget has little room left. */}
        {article.editUrl && (
          <p className="mt-6 text-sm text-slate-600 dark:text-slate-400">
            Found a mistake?{" "}
            <ExternalLink
              href={article.editUrl}
              className="font-medium text-accent underline underline-offset-4"
            >
              Suggest a correction on GitHub
            </ExternalLink>
          </p>
        )}
        <RelatedArticles articles={article.related} />
        <ArticleNav previous={article.previous} next={article.next} />
      </div>
    </article>
  );
}
