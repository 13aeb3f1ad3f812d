import type { APIRequestContext } from "@playwright/test";
import { parseHTML } from "linkedom";

/**
 * A page as a server sends it, read without a browser: its status and the text of its `<h1>`, its
 * `<h2>`s (the article titles of a list) and its links. For what a server decides (which file,
 * which status) and for pages a test does not interact with.
 */
export async function renderedHtml(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  const { document } = parseHTML(await response.text());
  const text = (element: Element | null) => element?.textContent?.trim() ?? "";
  const all = (selector: string) => [...document.querySelectorAll(selector)].map(text);
  return {
    status: response.status(),
    heading: text(document.querySelector("h1")),
    titles: all("h2"),
    links: all("a[href]"),
  };
}
