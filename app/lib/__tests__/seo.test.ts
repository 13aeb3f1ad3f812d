import { describe, expect, it } from "vitest";
import { site } from "~/site.config";
import { articleStructuredData, buildMeta, canonicalUrl, pageTitle } from "../seo";

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

  it("builds canonical URLs under a base path", () => {
    expect(canonicalUrl("/profile", "/sub/")).toBe(`${site.url}/sub/profile`);
  });

  it("titles pages after the site", () => {
    expect(pageTitle()).toBe(site.title);
    expect(pageTitle("About")).toBe(`About · ${site.title}`);
  });
});

describe("article structured data", () => {
  const facts = {
    title: "T",
    description: "D",
    isoDate: "2025-07-26",
    tags: ["azure"],
    path: "/post_20250726",
  };
  const posting = (data: ReturnType<typeof articleStructuredData>) =>
    (data as { "script:ld+json": Record<string, unknown> })["script:ld+json"];

  it("gives the update as dateModified", () => {
    expect(posting(articleStructuredData({ ...facts, isoUpdated: "2025-09-01" }))).toMatchObject({
      datePublished: "2025-07-26",
      dateModified: "2025-09-01",
    });
  });

  it("falls back to the publication date for dateModified", () => {
    expect(posting(articleStructuredData(facts))).toMatchObject({ dateModified: "2025-07-26" });
  });
});
