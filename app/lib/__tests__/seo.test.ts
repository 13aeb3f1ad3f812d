import { describe, expect, it } from "vitest";
import { site } from "~/site.config";
import { SITE_IMAGE, articleImage, buildMeta, canonicalUrl, pageTitle, profileStructuredData } from "../seo";

describe("page metadata", () => {
  const meta = buildMeta({
    title: "A post · dev.notes",
    description: "What it is about.",
    keywords: ["azure", "postgresql"],
    path: "/post_20250823",
    author: "Alex Example",
  });

  it("sets title, description, keywords and author", () => {
    expect(meta).toContainEqual({ title: "A post · dev.notes" });
    expect(meta).toContainEqual({ name: "description", content: "What it is about." });
    expect(meta).toContainEqual({ name: "keywords", content: "azure, postgresql" });
    expect(meta).toContainEqual({ name: "author", content: "Alex Example" });
  });

  it("sets Open Graph tags of type website and the canonical URL", () => {
    const url = `${site.url}/post_20250823`;
    expect(meta).toContainEqual({ property: "og:title", content: "A post · dev.notes" });
    expect(meta).toContainEqual({ property: "og:description", content: "What it is about." });
    expect(meta).toContainEqual({ property: "og:type", content: "website" });
    expect(meta).toContainEqual({ property: "og:url", content: url });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: url });
  });

  it("shows the site's social card, large, with its size and alt text", () => {
    expect(meta).toContainEqual({ property: "og:image", content: `${site.url}/og/site.png` });
    expect(meta).toContainEqual({ property: "og:image:width", content: "1200" });
    expect(meta).toContainEqual({ property: "og:image:height", content: "630" });
    expect(meta).toContainEqual({ property: "og:image:alt", content: SITE_IMAGE.alt });
    expect(meta).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
  });

  it("describes an article with its times, tags and own card", () => {
    const article = buildMeta({
      title: "A post · dev.notes",
      description: "What it is about.",
      keywords: ["azure"],
      path: "/post_20250823",
      image: articleImage("/post_20250823", "A post", "Aug 23, 2025"),
      article: {
        headline: "A post",
        isoDate: "2025-08-23",
        updatedIsoDate: "2025-09-01",
        tags: ["azure", "postgresql"],
      },
    });
    expect(article).toContainEqual({ property: "og:type", content: "website" });
    expect(article).toContainEqual({ property: "og:image", content: `${site.url}/og/post_20250823.png` });
    expect(article).toContainEqual({ property: "article:published_time", content: "2025-08-23T00:00:00Z" });
    expect(article).toContainEqual({ property: "article:modified_time", content: "2025-09-01T00:00:00Z" });
    expect(article).toContainEqual({ property: "article:tag", content: "azure" });
    expect(article).toContainEqual({ property: "article:tag", content: "postgresql" });
  });

  it("names no modified time for an article never updated", () => {
    const article = buildMeta({
      title: "A post",
      description: "",
      keywords: [],
      path: "/post_20250823",
      article: { headline: "A post", isoDate: "2025-08-23", tags: [] },
    });
    expect(article.some((tag) => "property" in tag && tag.property === "article:modified_time")).toBe(false);
  });

  it("builds canonical URLs under a base path", () => {
    expect(canonicalUrl("/profile", "/sub/")).toBe(`${site.url}/sub/profile`);
  });

  it("titles pages after the site", () => {
    expect(pageTitle()).toBe(site.title);
    expect(pageTitle("About")).toBe(`About · ${site.title}`);
  });
});

/** The JSON-LD `BlogPosting` in the head of an article published on 2025-08-23. */
function blogPosting({ updatedIsoDate, canonical }: { updatedIsoDate?: string; canonical?: string }) {
  const meta = buildMeta({
    title: "A post · dev.notes",
    description: "What it is about.",
    keywords: ["azure"],
    path: "/post_20250823",
    canonical,
    image: articleImage("/post_20250823", "A post", "Aug 23, 2025"),
    article: { headline: "A post", isoDate: "2025-08-23", updatedIsoDate, tags: ["azure"] },
  });
  const posting = meta.find((tag) => "script:ld+json" in tag) as {
    "script:ld+json": Record<string, unknown>;
  };
  return posting["script:ld+json"];
}

describe("structured data", () => {
  it("describes an article as a BlogPosting with image, full dates, author and publisher", () => {
    const posting = blogPosting({ updatedIsoDate: "2025-09-01" });
    expect(posting).toMatchObject({
      "@type": "BlogPosting",
      image: { url: `${site.url}/og/post_20250823.png`, width: 1200, height: 630 },
      datePublished: "2025-08-23T00:00:00Z",
      dateModified: "2025-09-01T00:00:00Z",
      author: { "@type": "Person", name: site.author, url: `${site.url}/profile` },
      publisher: { name: site.author },
    });
  });

  it("describes the profile as a ProfilePage about a Person with their other profiles", () => {
    const { "script:ld+json": page } = profileStructuredData("/profile") as {
      "script:ld+json": Record<string, unknown>;
    };
    expect(page).toMatchObject({
      "@type": "ProfilePage",
      mainEntity: {
        "@type": "Person",
        name: site.author,
        sameAs: Object.values(site.links).map((link) => link.href),
      },
    });
  });

  it("falls back to the publication date for dateModified when the article was never updated", () => {
    const posting = blogPosting({});
    expect(posting).toMatchObject({ dateModified: "2025-08-23T00:00:00Z" });
  });
});

describe("a cross-post's canonical URL", () => {
  const original = "https://dev.to/alex/tracing-with-opentelemetry-3k1";

  it("names the original as canonical and og:url, keeping this site's card", () => {
    const meta = buildMeta({
      title: "A post · dev.notes",
      description: "What it is about.",
      keywords: ["azure"],
      path: "/post_20250823",
      canonical: original,
      image: articleImage("/post_20250823", "A post", "Aug 23, 2025"),
    });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: original });
    expect(meta).toContainEqual({ property: "og:url", content: original });
    expect(meta).toContainEqual({ property: "og:image", content: `${site.url}/og/post_20250823.png` });
  });

  it("is the JSON-LD url and main entity", () => {
    const posting = blogPosting({ canonical: original });
    expect(posting).toMatchObject({ url: original, mainEntityOfPage: original });
  });
});
