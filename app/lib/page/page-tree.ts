import type { Element, Root } from "hast";
import { select, selectAll } from "hast-util-select";
import { toString } from "hast-util-to-string";
import { find, html, svg } from "property-information";
import { SKIP, visit } from "unist-util-visit";
import { ALWAYS_POSSIBLE, attributeValueKeys, type PageVocabulary } from "./used-css.server";

/** What the passes of `finishPage` share: the parsed page and its two sections. */
export interface PageTree {
  root: Root;
  head: Element;
  body: Element;
}

export class UnexpectedPageError extends Error {
  constructor(reason: string) {
    super(`app/lib/page cannot finish the rendered page: ${reason}`);
    this.name = "UnexpectedPageError";
  }
}

export function pageTree(root: Root): PageTree {
  const head = select("head", root);
  const body = select("body", root);
  if (!head || !body) throw new UnexpectedPageError("it has no <head> or no <body>");
  return { root, head, body };
}

/** Data blocks (JSON-LD, JSON) are never run, so they need no permission in the policy. */
export function isExecutable(script: Element): boolean {
  const type = String(script.properties.type ?? "");
  return !/^application\/(ld\+)?json$/.test(type);
}

/** The text of every inline script and style in the page, for its policy. */
export function inlineCode(tree: PageTree): { scripts: string[]; styles: string[] } {
  return {
    scripts: selectAll("script:not([src])", tree.root)
      .filter(isExecutable)
      .map((script) => toString(script)),
    styles: selectAll("style", tree.root).map((style) => toString(style)),
  };
}

/** Inserts `node` right after `reference` in `parent`. */
export function insertAfter(parent: Element, reference: Element, node: Element): void {
  const index = parent.children.indexOf(reference);
  if (index === -1) throw new UnexpectedPageError(`a <${reference.tagName}> is not where it was expected`);
  parent.children.splice(index + 1, 0, node);
}

/** Removes every element `matches` accepts, wherever it is in the page. */
export function removeElements(parent: Root | Element, matches: (element: Element) => boolean): void {
  parent.children = parent.children.filter((child) => child.type !== "element" || !matches(child));
  for (const child of parent.children) if (child.type === "element") removeElements(child, matches);
}

/**
 * Every class, id, element and attribute name the page's markup has, and every attribute's value,
 * for its CSS (used-css.server.ts). What a closed `<dialog>` holds is left out: nothing shows it
 * before the app runs (only a script opens one, or an invoker button, `commandfor`, which no page
 * of ours has: then it counts), and the app enables the whole stylesheets when it starts.
 */
export function pageVocabulary(tree: PageTree): PageVocabulary {
  const classes = new Set(ALWAYS_POSSIBLE.classes);
  const attributes = new Set(ALWAYS_POSSIBLE.attributes);
  const attributeValues = new Set<string>();
  const ids = new Set<string>();
  const tags = new Set<string>();
  const classesAlongside = new Map<string, Set<string>>();
  const invokers = selectAll("[commandfor]", tree.root).length > 0;
  visit(tree.root, "element", (element) => {
    if (element.tagName === "dialog" && !element.properties.open && !invokers) return SKIP;
    tags.add(element.tagName);
    const schema = element.tagName === "svg" ? svg : html;
    for (const [key, value] of Object.entries(element.properties)) {
      const info = find(schema, key);
      attributes.add(info.attribute);
      // hast keeps a list attribute (`class`, `rel`) as an array and a boolean one as `true`.
      const text = Array.isArray(value)
        ? value.join(info.commaSeparated ? "," : " ")
        : value === true
          ? ""
          : String(value);
      for (const entry of attributeValueKeys(info.attribute, text)) attributeValues.add(entry);
      if (key === "className" && Array.isArray(value)) {
        const names = value.map(String);
        for (const name of names) {
          classes.add(name);
          const alongside = classesAlongside.get(name);
          if (alongside === undefined) classesAlongside.set(name, new Set(names));
          else for (const other of alongside) if (!names.includes(other)) alongside.delete(other);
        }
      } else if (key === "id") ids.add(String(value));
    }
  });
  return { classes, ids, tags, attributes, attributeValues, classesAlongside };
}
