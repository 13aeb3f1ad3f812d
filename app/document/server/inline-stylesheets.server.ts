import { h } from "hastscript";
import { elementsWhere, isLink, UnexpectedPageError, type PageTree } from "./page-tree.server";

/**
 * Lets a page paint from its HTML alone.
 *
 * React Router's `<Links />` puts the route's stylesheet in <head>, and a stylesheet there blocks
 * the first paint until it has arrived: one more round trip after the HTML. Each page kind links
 * one small stylesheet that is complete for everything the kind renders (app/styles/frame.css says
 * how it is made), so its text goes in the page whole, as a `<style>` just before its link, and the
 * link is marked `disabled`, which the browser neither fetches nor waits for. The link stays
 * because React hydrates <head> and claims it by `rel` and `href`. The `<style>` comes first so that
 * after an in-app navigation the next kind's stylesheet, which React Router links in this link's
 * place, comes after it and wins where the two differ. Each `<style>` is allowed by its hash in the
 * page's Content-Security-Policy. (In `npm run dev` React Router's critical CSS is already a
 * `<style>`: vite/critical-css-inline-dev.ts.)
 */
export async function inlineStylesheets(
  tree: PageTree,
  readStylesheet: (href: string) => Promise<string>,
): Promise<void> {
  const links = elementsWhere(
    tree.head,
    (element) => isLink(element, "stylesheet") && !element.properties.disabled,
  );
  for (const link of links) {
    const href = link.properties.href;
    if (typeof href !== "string") throw new UnexpectedPageError("a stylesheet link without an href");
    const source = await readStylesheet(href);
    if (/<\/style/i.test(source)) throw new UnexpectedPageError(`${href} contains "</style"`);
    link.properties.disabled = true;
    tree.head.children.splice(tree.head.children.indexOf(link), 0, h("style", source));
  }
}
