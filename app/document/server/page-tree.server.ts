import type { Element, Root } from "hast";
import { toString } from "hast-util-to-string";

/** What the passes of `finishPage` share: the parsed page and its <head>. */
export interface PageTree {
  root: Root;
  head: Element;
}

export class UnexpectedPageError extends Error {
  constructor(reason: string) {
    super(`app/document/server/ cannot finish the rendered page: ${reason}`);
    this.name = "UnexpectedPageError";
  }
}

/**
 * Calls `visit` with every element under `parent` and the element it is in, in document order,
 * and not with what an element holds when `visit` answers `"skip"` for it. Every pass walks the
 * whole page with this: at 1,000 articles a selector engine's or unist-util-visit's walk cost
 * seconds of the build, a plain recursion a tenth of that.
 */
export function eachElement(
  parent: Root | Element,
  visit: (element: Element, parent: Root | Element) => unknown,
): void {
  for (const child of parent.children)
    if (child.type === "element" && visit(child, parent) !== "skip") eachElement(child, visit);
}

/** The first element of `parent`'s children with this name. */
function childNamed(parent: Root | Element | undefined, tagName: string): Element | undefined {
  for (const child of parent?.children ?? [])
    if (child.type === "element" && child.tagName === tagName) return child;
  return undefined;
}

/** The page and its <head>: an HTML parser always makes `<html>` with `<head>` in it. */
export function pageTree(root: Root): PageTree {
  const head = childNamed(childNamed(root, "html"), "head");
  if (!head) throw new UnexpectedPageError("it has no <head>");
  return { root, head };
}

/** Every element under `parent` that `matches` accepts, in document order. */
export function elementsWhere(parent: Root | Element, matches: (element: Element) => boolean): Element[] {
  const found: Element[] = [];
  eachElement(parent, (element) => {
    if (matches(element)) found.push(element);
  });
  return found;
}

/**
 * The text of every inline script and style in the page, for its policy; data blocks (JSON-LD,
 * JSON) are never run, so they need no permission. An article's body, put back as raw HTML, holds
 * none: its compiler refuses one (rehype-no-inline-code.ts).
 */
export function inlineCode(tree: PageTree): { scripts: string[]; styles: string[] } {
  const scripts: string[] = [];
  const styles: string[] = [];
  eachElement(tree.root, (element) => {
    if (element.tagName === "style") styles.push(toString(element));
    else if (
      element.tagName === "script" &&
      element.properties.src === undefined &&
      !/^application\/(ld\+)?json$/.test(String(element.properties.type ?? ""))
    )
      scripts.push(toString(element));
  });
  return { scripts, styles };
}

/** Whether `element` is a `<link>` whose `rel` is exactly `rel` (one keyword). */
export function isLink(element: Element, rel: string): boolean {
  return element.tagName === "link" && String(element.properties.rel) === rel;
}

/** Inserts `nodes` right after `reference` in `parent`. */
export function insertAfter(parent: Element, reference: Element, ...nodes: Element[]): void {
  const index = parent.children.indexOf(reference);
  if (index === -1) throw new UnexpectedPageError(`a <${reference.tagName}> is not where it was expected`);
  parent.children.splice(index + 1, 0, ...nodes);
}

/** Removes every element `matches` accepts, wherever it is in the page. */
export function removeElements(root: Root | Element, matches: (element: Element) => boolean): void {
  const removed: [Element, Root | Element][] = [];
  eachElement(root, (element, parent) => {
    if (!matches(element)) return;
    removed.push([element, parent]);
    return "skip";
  });
  for (const [element, parent] of removed) parent.children.splice(parent.children.indexOf(element), 1);
}
