import { describe, expect, it } from "vitest";
import { redirectTarget, validRedirectPage } from "../passes/redirect-pages";

// What React Router 7 writes for a loader's redirect while prerendering.
const routerPage = `<!doctype html>
<head>
<title>Redirecting to: /devblog/blog</title>
<meta http-equiv="refresh" content="0;url=/devblog/blog">
<meta name="robots" content="noindex">
</head>
<body>
\t<a href="/devblog/blog">
    Redirecting from <code>/devblog/blog/page/1/</code> to <code>/devblog/blog</code>
  </a>
</body>
</html>`;

describe("prerendered redirects", () => {
  const page =
    validRedirectPage(routerPage, { base: "/devblog/", language: "en", policy: "default-src 'self'" }) ?? "";

  it("move on at once to the same address, with a link for those without refresh", () => {
    expect(page).toContain('<meta http-equiv="refresh" content="0; url=/devblog/blog">');
    expect(page).toContain('<a href="/devblog/blog">/devblog/blog</a>');
  });

  it("are complete documents that name their language, icon and canonical address", () => {
    expect(page.startsWith('<!DOCTYPE html><html lang="en">')).toBe(true);
    expect(page).toContain('<link rel="icon" href="/devblog/favicon.svg" type="image/svg+xml">');
    expect(page).toContain('<link rel="canonical" href="/devblog/blog">');
    expect(page).toContain(`<meta http-equiv="Content-Security-Policy" content="default-src 'self'">`);
    expect(page.match(/<\/html>/g)).toHaveLength(1);
  });

  it("are still redirects once written again, so a warm build that puts one back from the page cache keeps its host rule", () => {
    const options = { base: "/devblog/", language: "en", policy: "default-src 'self'" };
    expect(redirectTarget(page)).toBe("/devblog/blog");
    expect(validRedirectPage(page, options)).toBe(page);
  });

  it("leave every other page alone", () => {
    expect(
      validRedirectPage("<!DOCTYPE html><html><head></head></html>", {
        base: "/",
        language: "en",
        policy: "",
      }),
    ).toBeNull();
  });
});
