import type { MetaDescriptor } from "react-router";
import { site } from "~/site.config";
import { publishedTime } from "./dates";
import { withBase } from "./urls/base-path";
import { CARD_SIZE, SITE_CARD, cardPath } from "./social-cards";
import { PROFILE_PATH } from "./urls/paths";

export interface SocialImage {
  /** Relative to the site's root, e.g. `og/post_20240817.png`. */
  file: string;
  alt: string;
}

/** What an article adds: `article:*` Open Graph tags and a JSON-LD `BlogPosting`. */
interface ArticleFacts {
  /** The article's own title, without the site's name the page title adds. */
  headline: string;
  /** `YYYY-MM-DD`. */
  isoDate: string;
  /** `YYYY-MM-DD` of the last substantial update, when there was one. */
  updatedIsoDate?: string;
  tags: readonly string[];
}

export interface PageMeta {
  title: string;
  description: string;
  keywords: readonly string[];
  /** The page's root-relative path, e.g. `/post_20240817`. */
  path: string;
  /** An absolute URL elsewhere that is the page's canonical (a cross-post); this site's by default. */
  canonical?: string;
  author?: string;
  /** The page's social card; the site's card when not given. */
  image?: SocialImage;
  /** The same page in another format (a tag's feed, an article's Markdown). */
  alternate?: { type: string; title: string; href: string };
  /** An article's headline, dates and tags (the `og:type` stays `website`). */
  article?: ArticleFacts;
}

/** The card of every page that is not an article. */
export const SITE_IMAGE: SocialImage = {
  file: SITE_CARD,
  alt: `${site.title}: ${site.description}`,
};

/** An article's card, with alt text saying what it shows. */
export function articleImage(route: string, title: string, displayDate: string): SocialImage {
  return { file: cardPath(route), alt: `${title}, ${displayDate}, on ${site.title}` };
}

export function canonicalUrl(pathname: string, base = import.meta.env.BASE_URL): string {
  return new URL(withBase(pathname, base), site.url).href;
}

/** Every head tag a page needs, from the page's own values and the site config. */
export function buildMeta({
  title,
  description,
  keywords,
  path,
  canonical,
  author,
  image = SITE_IMAGE,
  alternate,
  article,
}: PageMeta): MetaDescriptor[] {
  const url = canonical ?? canonicalUrl(path);
  const imageUrl = canonicalUrl(`/${image.file}`);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { name: "keywords", content: keywords.join(", ") },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    // The spec fixes the social type: `website` on every page, articles included. The dates travel
    // in the `article:*` tags below and in the JSON-LD `BlogPosting`.
    { property: "og:type", content: "website" },
    { property: "og:url", content: url },
    { property: "og:site_name", content: site.title },
    { property: "og:image", content: imageUrl },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(CARD_SIZE.width) },
    { property: "og:image:height", content: String(CARD_SIZE.height) },
    { property: "og:image:alt", content: image.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageUrl },
    { name: "twitter:image:alt", content: image.alt },
    { tagName: "link", rel: "canonical", href: url },
  ];
  if (article) {
    tags.push({ property: "article:published_time", content: publishedTime(article.isoDate) });
    if (article.updatedIsoDate !== undefined)
      tags.push({ property: "article:modified_time", content: publishedTime(article.updatedIsoDate) });
    tags.push({ property: "article:author", content: canonicalUrl(PROFILE_PATH) });
    for (const tag of article.tags) tags.push({ property: "article:tag", content: tag });
  }
  if (author !== undefined) tags.push({ name: "author", content: author });
  if (alternate) tags.push({ tagName: "link", rel: "alternate", ...alternate });
  if (article) tags.push(blogPosting(article, description, url, imageUrl));
  return tags;
}

/** `Title · dev.notes`, or the site title alone for the home page. */
export function pageTitle(title?: string): string {
  return title === undefined ? site.title : `${title} · ${site.title}`;
}

/** The site's author, as schema.org describes them; the profile page is theirs. */
function author() {
  return { "@type": "Person", name: site.author, url: canonicalUrl(PROFILE_PATH) };
}

/** JSON-LD `BlogPosting`, so search engines know the headline, dates, image and author. */
function blogPosting(
  { headline, isoDate, updatedIsoDate, tags }: ArticleFacts,
  description: string,
  url: string,
  imageUrl: string,
): MetaDescriptor {
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline,
      description,
      image: {
        "@type": "ImageObject",
        url: imageUrl,
        width: CARD_SIZE.width,
        height: CARD_SIZE.height,
      },
      datePublished: publishedTime(isoDate),
      // Search engines want dateModified; an article never corrected was last modified when published.
      dateModified: publishedTime(updatedIsoDate ?? isoDate),
      author: author(),
      // A personal blog is published by its author.
      publisher: author(),
      keywords: tags.join(", "),
      url,
      mainEntityOfPage: url,
    },
  };
}

/** JSON-LD `ProfilePage` about the author, with the profiles they keep elsewhere. */
export function profileStructuredData(path: string): MetaDescriptor {
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "ProfilePage",
      url: canonicalUrl(path),
      mainEntity: {
        ...author(),
        description: site.profile.experience[0],
        sameAs: Object.values(site.links).map((link) => link.href),
      },
    },
  };
}
