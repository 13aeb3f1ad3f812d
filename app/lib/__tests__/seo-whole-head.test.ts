import { describe, expect, it } from "vitest";
import { site } from "~/site.config";
import { articleImage, buildMeta, profileStructuredData } from "../seo";

/**
 * The head tags and JSON-LD as a whole, in order: seo.test.ts names the facts one by one; this
 * catches a tag dropped, emptied or renamed that no single check names (the mutation run found
 * twenty such). Each value is computed inside its test, so the run can see which test reads it.
 */
const url = `${site.url}/post_20250823`;
const card = `${site.url}/og/post_20250823.png`;
const alt = `A post, Aug 23, 2025, on ${site.title}`;

describe("an article's head, whole", () => {
  it("is exactly these tags, in this order", () => {
    const meta = buildMeta({
      title: "A post · dev.notes",
      description: "What it is about.",
      keywords: ["azure", "postgresql"],
      path: "/post_20250823",
      author: "Alex Example",
      image: articleImage("/post_20250823", "A post", "Aug 23, 2025"),
      alternate: { type: "text/markdown", title: "A post (Markdown)", href: "/post_20250823.md" },
      article: {
        headline: "A post",
        isoDate: "2025-08-23",
        updatedIsoDate: "2025-09-01",
        tags: ["azure", "postgresql"],
      },
    });
    const person = { "@type": "Person", name: site.author, url: `${site.url}/profile` };
    expect(meta).toEqual([
      { title: "A post · dev.notes" },
      { name: "description", content: "What it is about." },
      { name: "keywords", content: "azure, postgresql" },
      { property: "og:title", content: "A post · dev.notes" },
      { property: "og:description", content: "What it is about." },
      { property: "og:type", content: "website" },
      { property: "og:url", content: url },
      { property: "og:site_name", content: site.title },
      { property: "og:image", content: card },
      { property: "og:image:type", content: "image/png" },
      { property: "og:image:width", content: "1200" },
      { property: "og:image:height", content: "630" },
      { property: "og:image:alt", content: alt },
      { name: "twitter:card", content: "summary_large_image" },
      { name: "twitter:title", content: "A post · dev.notes" },
      { name: "twitter:description", content: "What it is about." },
      { name: "twitter:image", content: card },
      { name: "twitter:image:alt", content: alt },
      { tagName: "link", rel: "canonical", href: url },
      { property: "article:published_time", content: "2025-08-23T00:00:00Z" },
      { property: "article:modified_time", content: "2025-09-01T00:00:00Z" },
      { property: "article:author", content: `${site.url}/profile` },
      { property: "article:tag", content: "azure" },
      { property: "article:tag", content: "postgresql" },
      { name: "author", content: "Alex Example" },
      {
        tagName: "link",
        rel: "alternate",
        type: "text/markdown",
        title: "A post (Markdown)",
        href: "/post_20250823.md",
      },
      {
        "script:ld+json": {
          "@context": "https://schema.org",
          "@type": "BlogPosting",
          headline: "A post",
          description: "What it is about.",
          image: { "@type": "ImageObject", url: card, width: 1200, height: 630 },
          datePublished: "2025-08-23T00:00:00Z",
          dateModified: "2025-09-01T00:00:00Z",
          author: person,
          publisher: person,
          keywords: "azure, postgresql",
          url,
          mainEntityOfPage: url,
        },
      },
    ]);
  });

  it("has no article, author or alternate tags on a page that is none of them", () => {
    const meta = buildMeta({ title: "About", description: "", keywords: [], path: "/profile" });
    expect(meta.filter((tag) => "property" in tag && String(tag.property).startsWith("article:"))).toEqual(
      [],
    );
    expect(meta.filter((tag) => "name" in tag && tag.name === "author")).toEqual([]);
    expect(meta).toHaveLength(19);
  });

  it("describes the profile as exactly this ProfilePage", () => {
    expect(profileStructuredData("/profile")).toEqual({
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "ProfilePage",
        url: `${site.url}/profile`,
        mainEntity: {
          "@type": "Person",
          name: site.author,
          url: `${site.url}/profile`,
          description: site.profile.experience[0],
          sameAs: Object.values(site.links).map((link) => link.href),
        },
      },
    });
  });
});
