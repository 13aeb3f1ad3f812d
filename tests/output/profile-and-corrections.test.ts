import { describe, expect, it } from "vitest";
import { readContent } from "../../app/lib/content/posts.server";
import { editUrl } from "../../app/lib/source-link";
import { profileExtras, repository, site } from "../../app/site.config";
import { exists, linked, page, text } from "./built-site";

const { posts } = readContent(undefined, { includeDrafts: false });

describe("the correction link", () => {
  it("under every article opens its own Markdown file in the configured repository", () => {
    if (repository === undefined) throw new Error("the sample config sets a repository");
    const [first] = posts;
    if (first === undefined) throw new Error("no article");
    const link = [...page(first.route).querySelectorAll("main a")].find((anchor) =>
      anchor.textContent?.startsWith("Suggest a correction"),
    );
    expect(link?.getAttribute("href")).toBe(editUrl(repository, first.file));
    expect(link?.getAttribute("href")).toMatch(/\/edit\/main\/content\/posts\/\d{8}-[^/]+\.md$/);
    expect(link?.getAttribute("target")).toBe("_blank");
    // Every other article as text: parsing 27 pages would take most of this file's time.
    for (const post of posts)
      expect(text(post.route), post.route).toContain(`href="${editUrl(repository, post.file)}"`);
  });
});

describe("the profile", () => {
  const document = page("/profile");

  it("keeps the spec's texts and Elsewhere section, its links marked rel=me with an icon each", () => {
    const text = document.querySelector("main")?.textContent ?? "";
    expect(text).toContain(site.profile.location);
    for (const paragraph of site.profile.experience) expect(text).toContain(paragraph);
    const elsewhere = document.querySelector('section[aria-labelledby="elsewhere"]');
    const links = [...(elsewhere?.querySelectorAll("a") ?? [])];
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      site.links.professional.href,
      site.links.code.href,
      site.links.social.href,
    ]);
    for (const link of links) {
      expect(link.getAttribute("rel")?.split(" ")).toContain("me");
      expect(link.closest("li")?.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    }
  });

  it("shows the portrait with alt text and its size, so it shifts nothing as it loads", () => {
    const portrait = profileExtras.portrait;
    if (portrait === undefined) throw new Error("the sample config sets a portrait");
    const image = document.querySelector(`main img[alt="${portrait.alt}"]`);
    expect(image?.getAttribute("width")).toBe(String(portrait.width));
    expect(image?.getAttribute("height")).toBe(String(portrait.height));
    expect(image?.getAttribute("class")).toMatch(/\bsize-20\b/);
    expect(exists(`/${portrait.src}`)).toBe(true);
  });

  it("lists the projects from the site config: name, one line, link", () => {
    const projects = document.querySelector('section[aria-labelledby="projects"]');
    expect(projects?.querySelector("h2")?.textContent).toBe("Projects");
    const items = [...(projects?.querySelectorAll("li") ?? [])].map((item) => ({
      name: item.querySelector("a")?.textContent?.replace(" (opens in a new tab)", ""),
      href: item.querySelector("a")?.getAttribute("href"),
      description: item.querySelector("p")?.textContent,
    }));
    expect(items).toEqual(
      profileExtras.projects.map(({ name, href, description }) => ({
        name,
        href: linked(href),
        description,
      })),
    );
    for (const { href } of profileExtras.projects) if (href.startsWith("/")) expect(exists(href)).toBe(true);
  });
});
