import type { Element } from "hast";
import { h } from "hastscript";
import { elementsWhere, insertAfter, pageVocabulary, UnexpectedPageError, type PageTree } from "./page-tree";
import { compileStylesheet, usedCssOfPage, valuesAskedFor, type CompiledStylesheet } from "./used-css.server";

/**
 * Lets a page paint from its HTML alone, with only the CSS it uses.
 *
 * React Router's `<Links />` puts each matched route's stylesheet in <head>, and a stylesheet
 * there blocks the first paint until it has arrived: one more round trip after the HTML. Every
 * page's CSS is small, so its text goes in the page as a `<style>` right after its link, cut to the
 * rules the page's markup can use (used-css.server.ts), and the link is marked `disabled`, which
 * the browser neither fetches nor waits for until the app starts (the intent gate enables it, so
 * that whatever the app shows later is styled). The link stays
 * because React hydrates <head> and claims it by `rel` and `href`; an in-app navigation to
 * another route still loads that route's stylesheet as a normal link. Each `<style>` is allowed
 * by its hash in the page's Content-Security-Policy.
 *
 * `readStylesheet` gets a link's `href` and returns its text: the build's file through Vite's
 * preview server while prerendering, React Router's critical CSS in `npm run dev`.
 */
/** Each stylesheet is read into rules once (by its text: `npm run dev` changes it as you edit). */
const stylesheets = new Map<string, CompiledStylesheet>();

function compiled(css: string): CompiledStylesheet {
  let stylesheet = stylesheets.get(css);
  if (stylesheet === undefined) {
    // A handful of stylesheets in a build; in `npm run dev`, forget old versions of one as it changes.
    if (stylesheets.size > 20) stylesheets.clear();
    stylesheet = compileStylesheet(css);
    stylesheets.set(css, stylesheet);
  }
  return stylesheet;
}

/** hast's name for `data-react-router-critical-css`. */
const CRITICAL_CSS = "dataReactRouterCriticalCss";

export async function inlineStylesheets(
  tree: PageTree,
  readStylesheet: (href: string) => Promise<string>,
): Promise<void> {
  const links = elementsWhere(
    tree.head,
    (element) =>
      element.tagName === "link" &&
      Array.isArray(element.properties.rel) &&
      element.properties.rel.join(" ") === "stylesheet" &&
      !element.properties.disabled,
  );
  const sources: CompiledStylesheet[] = [];
  for (const link of links) {
    const href = link.properties.href;
    if (typeof href !== "string") throw new UnexpectedPageError("a stylesheet link without an href");
    const source = await readStylesheet(href);
    if (/<\/style/i.test(source)) throw new UnexpectedPageError(`${href} contains "</style"`);
    sources.push(compiled(source));
  }
  // Cut together: one stylesheet may read a custom property another defines.
  const cut = usedCssOfPage(sources, pageVocabulary(tree, valuesAskedFor(sources)));
  links.forEach((link, index) => {
    // React Router's critical CSS (`npm run dev` only) is removed by React Router once the app
    // runs, and React would warn that `disabled` is not in its props: it stays as it is.
    if (!(CRITICAL_CSS in link.properties)) link.properties.disabled = true;
    const style: Element = h("style", cut[index] ?? "");
    insertAfter(tree.head, link, style);
  });
}
