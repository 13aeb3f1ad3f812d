import { isoFromRouteDate } from "../app/lib/dates";
import { expect, test } from "./fixtures";
import { posts, startingWith } from "./site-routes";
import { site } from "../app/site.config";
import { FEED_ITEMS, tagsWithPosts } from "../app/lib/feed-routes";
import { TAGS_PATH, tagPagePath } from "../app/lib/paths";

const base = process.env.BASE_PATH ?? "/";
const absolute = (path: string) => new URL(`${base.replace(/\/$/, "")}${path}`, site.url).href;
const PAGES = ["/", "/blog", "/profile", ...posts.map((post) => post.route)];

test.describe("feeds and search engines", () => {
  test("the RSS feed lists the newest articles first with link, guid, date and tags", async ({
    page,
    request,
  }) => {
    const response = await request.get("./rss.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("xml");
    // A blank page to parse in: the feed's full HTML must not load its images from the public site.
    await page.setContent("<!doctype html><title>feed</title>");
    const items = await page.evaluate(
      (xml) => {
        const document = new DOMParser().parseFromString(xml, "application/xml");
        if (document.querySelector("parsererror")) throw new Error("the feed is not well-formed XML");
        return [...document.querySelectorAll("item")].map((item) => ({
          title: item.querySelector("title")?.textContent,
          link: item.querySelector("link")?.textContent,
          guid: item.querySelector("guid")?.textContent,
          pubDate: new Date(item.querySelector("pubDate")?.textContent ?? "").toISOString().slice(0, 10),
          description: item.querySelector("description")?.textContent,
          categories: [...item.querySelectorAll("category")].map((category) => category.textContent),
        }));
      },
      await response.text(),
    );
    expect(items).toEqual(
      posts.slice(0, FEED_ITEMS).map((post) => ({
        title: post.title,
        link: absolute(post.route),
        guid: absolute(post.route),
        pubDate: post.isoDate,
        description: post.excerpt,
        categories: post.tags,
      })),
    );
  });

  test("the sitemap lists every public page by absolute URL, and robots.txt points at it", async ({
    request,
  }) => {
    const sitemap = await (await request.get("./sitemap.xml")).text();
    const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const tagPages = [TAGS_PATH, ...tagsWithPosts(posts).map((tag) => tagPagePath(tag))];
    expect(locations.sort()).toEqual([...PAGES, ...tagPages].map(absolute).sort());
    const robots = await (await request.get("./robots.txt")).text();
    expect(robots).toContain(`Sitemap: ${absolute("/sitemap.xml")}`);
  });

  for (const path of PAGES) {
    test(`${path} names its canonical URL and links the feed`, async ({ page }) => {
      await page.goto(`.${path}`);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", absolute(path));
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", absolute(path));
      await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
        "href",
        `${base}rss.xml`,
      );
    });
  }

  test("the profile describes its Person and their other profiles", async ({ page }) => {
    await page.goto("./profile");
    const json = await page.locator('script[type="application/ld+json"]').textContent();
    expect(JSON.parse(json ?? "")).toMatchObject({
      "@type": "ProfilePage",
      mainEntity: {
        "@type": "Person",
        name: site.author,
        sameAs: Object.values(site.links).map((link) => link.href),
      },
    });
  });

  for (const post of posts) {
    test(`${post.route} carries its metadata and a valid BlogPosting`, async ({ page }) => {
      await page.goto(`.${post.route}`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", post.excerpt);
      await expect(page.locator('meta[name="keywords"]')).toHaveAttribute("content", post.tags.join(", "));
      await expect(page.locator('meta[name="author"]')).toHaveAttribute("content", site.author);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
        "content",
        startingWith(post.title),
      );
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "website");
      await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute(
        "content",
        `${post.isoDate}T00:00:00Z`,
      );
      const modified = page.locator('meta[property="article:modified_time"]');
      if (post.updated === undefined) await expect(modified).toHaveCount(0);
      else await expect(modified).toHaveAttribute("content", `${isoFromRouteDate(post.updated)}T00:00:00Z`);
      const articleTags = page.locator('meta[property="article:tag"]');
      expect(await articleTags.evaluateAll((tags) => tags.map((tag) => tag.getAttribute("content")))).toEqual(
        post.tags,
      );
      const json = await page.locator('script[type="application/ld+json"]').textContent();
      expect(JSON.parse(json ?? "")).toMatchObject({
        "@type": "BlogPosting",
        headline: post.title,
        datePublished: `${post.isoDate}T00:00:00Z`,
        author: { "@type": "Person", name: site.author, url: absolute("/profile") },
        publisher: { name: site.author },
        image: { url: absolute(`/og${post.route}.png`), width: 1200, height: 630 },
        keywords: post.tags.join(", "),
        url: absolute(post.route),
      });
    });
  }
});

test.describe("hosting", () => {
  test("pages are served with the security headers and without caching; hashed assets forever", async ({
    page,
  }) => {
    const response = await page.goto("./");
    const headers = response?.headers() ?? {};
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
    expect(headers["cache-control"]).toBe("no-cache");
    const script =
      (await page
        .locator('script[type="module"][src], link[rel="modulepreload"]')
        .first()
        .getAttribute("href")) ?? (await page.locator("script[src]").first().getAttribute("src"));
    const asset = await page.request.get(script ?? "");
    expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  for (const path of [...PAGES, "/no-such-page"]) {
    test(`${path} runs under its Content-Security-Policy with no violation`, async ({ page }) => {
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      await page.goto(`.${path}`);
      await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveAttribute(
        "content",
        /script-src 'self' 'wasm-unsafe-eval'( 'sha256-[A-Za-z0-9+/=]+')+;/,
      );
      await expect(page.getByRole("heading", { level: 1 })).toBeAttached();
      // Hydration must have run: the inline scripts were allowed.
      await expect(page.getByRole("button", { name: "Switch to dark theme" })).toBeVisible();
      await page.getByRole("button", { name: "Switch to dark theme" }).click();
      await expect(page.locator("html")).toHaveClass(/dark/);
    });
  }
});
