import type { MetaDescriptor } from "react-router";
import { site } from "~/site.config";
import { withBase } from "./paths";

export interface PageMeta {
  title: string;
  description: string;
  keywords: readonly string[];
  /** The page's root-relative path, e.g. `/post_20240817`. */
  path: string;
  author?: string;
}

export function canonicalUrl(pathname: string, base = import.meta.env.BASE_URL): string {
  return new URL(withBase(pathname, base), site.url).href;
}

/** Every head tag a page needs, from the page's own values and the site config. */
export function buildMeta({ title, description, keywords, path, author }: PageMeta): MetaDescriptor[] {
  const url = canonicalUrl(path);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { name: "keywords", content: keywords.join(", ") },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:url", content: url },
    { property: "og:site_name", content: site.title },
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { tagName: "link", rel: "canonical", href: url },
  ];
  if (author !== undefined) tags.push({ name: "author", content: author });
  return tags;
}

/** `Title · dev.notes`, or the site title alone for the home page. */
export function pageTitle(title?: string): string {
  return title === undefined ? site.title : `${title} · ${site.title}`;
}

export interface ArticleFacts {
  title: string;
  description: string;
  isoDate: string;
  /** `YYYY-MM-DD` of the last correction, when there was one. */
  isoUpdated?: string | undefined;
  tags: readonly string[];
  path: string;
}

/** JSON-LD `BlogPosting`, so search engines know the headline, date and author. */
export function articleStructuredData({
  title,
  description,
  isoDate,
  isoUpdated,
  tags,
  path,
}: ArticleFacts): MetaDescriptor {
  const url = canonicalUrl(path);
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: title,
      description,
      datePublished: isoDate,
      dateModified: isoUpdated ?? isoDate,
      author: { "@type": "Person", name: site.author, url: site.url },
      keywords: tags.join(", "),
      url,
      mainEntityOfPage: url,
    },
  };
}
