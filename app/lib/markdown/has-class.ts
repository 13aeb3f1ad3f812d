import type { Element } from "hast";

/**
 * Whether a hast element has a class, however the plugin that made it wrote the class: Shiki
 * names the property `class`, as a string; hastscript and remark-rehype say `className`, as a
 * list; remark-github-blockquote-alert writes its title's `className` as a string.
 */
export function hasClass(node: Element, name: string): boolean {
  const classes = node.properties.class ?? node.properties.className;
  return Array.isArray(classes)
    ? classes.map(String).includes(name)
    : String(classes ?? "")
        .split(" ")
        .includes(name);
}
