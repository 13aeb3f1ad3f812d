import { expect, test } from "./fixtures";
import { renderedHtml } from "./rendered-html";
import { posts } from "./site-routes";
import { site } from "../app/site.config";

/**
 * What the server decides, over HTTP: which file answers an address, and with which status. Run
 * against nginx with the generated config (playwright.config.ts); what the pages then do in a
 * browser does not depend on the server that sent the same file, and is tested against our static
 * server (routes.spec.ts).
 */

test("the list answers at / and /blog, the profile at /profile and an article at its route", async ({
  request,
}) => {
  const titles = posts.map((post) => post.title);
  for (const path of ["./", "./blog"]) {
    const list = await renderedHtml(request, path);
    expect(list.status, path).toBe(200);
    expect(list.titles.slice(0, titles.length), path).toEqual(titles);
  }
  expect(await renderedHtml(request, "./profile")).toMatchObject({ status: 200, heading: site.author });
  const post = posts[0];
  expect(await renderedHtml(request, `.${post?.route}`)).toMatchObject({ status: 200, heading: post?.title });
});

test("an unknown page and an unknown date answer the Not found page with status 404", async ({ request }) => {
  for (const path of ["./no-such-page", "./post_20990101"]) {
    expect(await renderedHtml(request, path), path).toMatchObject({ status: 404, heading: "Page not found" });
  }
});

test("an article's Markdown twin answers at its route with .md as UTF-8 Markdown, and /llms.txt as text", async ({
  request,
}) => {
  const post = posts[0];
  const twin = await request.get(`.${post?.route}.md`);
  expect(twin.status()).toBe(200);
  expect(twin.headers()["content-type"]).toBe("text/markdown; charset=utf-8");
  expect(await twin.text()).toContain(`\n# ${post?.title}\n`);
  const index = await request.get("./llms.txt");
  expect(index.status()).toBe(200);
  expect(index.headers()["content-type"]).toBe("text/plain; charset=utf-8");
  expect(await index.text()).toContain(`${post?.route}.md): `);
});

test("/blog/page/1 answers at /blog: nginx with a 301, a host without rules with a page that moves on", async ({
  request,
}, testInfo) => {
  const response = await request.get("./blog/page/1", { maxRedirects: 0 });
  if (testInfo.project.name.startsWith("nginx")) {
    // The generated config answers React Router's redirect pages itself (exporter/hosts/nginx.ts).
    expect(response.status()).toBe(301);
    expect(new URL(response.headers().location ?? "", response.url()).pathname).toMatch(/\/blog$/);
  } else {
    // GitHub Pages (and the local server) serve the redirect page React Router prerendered.
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('http-equiv="refresh" content="0; url=');
  }
});
