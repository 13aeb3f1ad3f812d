import type { APIRequestContext } from "@playwright/test";

/**
 * A page as a server sends it, read without a browser: its status and the text of its `<h1>`, its
 * `<h2>`s (the article titles of a list) and its links. For what a server decides (which file,
 * which status) and for pages a test does not interact with.
 */
export async function renderedHtml(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  const html = await response.text();
  const text = (fragment = "") => fragment.replace(/<[^>]+>/g, "").trim();
  const all = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => text(match[1]));
  return {
    status: response.status(),
    heading: text(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]),
    titles: all(/<h2[^>]*>([\s\S]*?)<\/h2>/g),
    links: all(/<a [^>]*>([\s\S]*?)<\/a>/g),
  };
}
