import type { Element } from "hast";
import { h } from "hastscript";
import { selectAll } from "hast-util-select";
import { insertAfter, UnexpectedPageError, type PageTree } from "./page-tree";

/**
 * Lets a page paint from its HTML alone.
 *
 * React Router's `<Links />` puts each matched route's stylesheet in <head>, and a stylesheet
 * there blocks the first paint until it has arrived: one more round trip after the HTML. Every
 * page's CSS is small, so its text goes in the page as a `<style>` right after its link, and the
 * link is marked `disabled`, which the browser neither fetches nor waits for. The link stays
 * because React hydrates <head> and claims it by `rel` and `href`; an in-app navigation to
 * another route still loads that route's stylesheet as a normal link. Each `<style>` is allowed
 * by its hash in the page's Content-Security-Policy.
 *
 * `readStylesheet` gets a link's `href` and returns its text: the build's file through Vite's
 * preview server while prerendering, React Router's critical CSS in `npm run dev`.
 */
/** hast's name for `data-react-router-critical-css`. */
const CRITICAL_CSS = "dataReactRouterCriticalCss";

export async function inlineStylesheets(
  tree: PageTree,
  readStylesheet: (href: string) => Promise<string>,
): Promise<void> {
  const links = selectAll('link[rel="stylesheet"]', tree.head).filter(
    (link) => !("disabled" in link.properties && link.properties.disabled),
  );
  for (const link of links) {
    const href = link.properties.href;
    if (typeof href !== "string") throw new UnexpectedPageError("a stylesheet link without an href");
    const css = await readStylesheet(href);
    if (/<\/style/i.test(css)) throw new UnexpectedPageError(`${href} contains "</style"`);
    // React Router's critical CSS (`npm run dev` only) is removed by React Router once the app
    // runs, and React would warn that `disabled` is not in its props: it stays as it is.
    if (!(CRITICAL_CSS in link.properties)) link.properties.disabled = true;
    const style: Element = h("style", css);
    insertAfter(tree.head, link, style);
  }
}
