import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";
import { posts } from "./site-routes";

/**
 * What the server decides, over HTTP: which file answers an address, and with which status. Run
 * against nginx with the generated config (playwright.config.ts); what the pages then do in a
 * browser does not depend on the server that sent the same file, and is tested against our static
 * server (routes.spec.ts).
 */

/** The text of the page's first `<h1>` and of its article titles (`<h2>`), from its HTML. */
async function answer(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  const html = await response.text();
  const text = (fragment = "") => fragment.replace(/<[^>]+>/g, "").trim();
  return {
    status: response.status(),
    heading: text(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]),
    titles: [...html.matchAll(/<h2[^>]*>([\s\S]*?)<\/h2>/g)].map((match) => text(match[1])),
  };
}

test("the list answers at / and /blog, the profile at /profile and an article at its route", async ({
  request,
}) => {
  const titles = posts.map((post) => post.title);
  for (const path of ["./", "./blog"]) {
    const list = await answer(request, path);
    expect(list.status, path).toBe(200);
    expect(list.titles.slice(0, titles.length), path).toEqual(titles);
  }
  expect(await answer(request, "./profile")).toMatchObject({ status: 200, heading: "About" });
  const post = posts[0];
  expect(await answer(request, `.${post?.route}`)).toMatchObject({ status: 200, heading: post?.title });
});

test("an unknown page and an unknown date answer the Not found page with status 404", async ({ request }) => {
  for (const path of ["./no-such-page", "./post_20990101"]) {
    expect(await answer(request, path), path).toMatchObject({ status: 404, heading: "Page not found" });
  }
});
