import postcss, { type ChildNode, type Container } from "postcss";
import selectorParser from "postcss-selector-parser";

/**
 * Each page carries only the CSS its own markup can use.
 *
 * A stylesheet is read once into a tree of rules, each with what its selectors require of a page
 * (classes, ids, element names, attribute names); a page keeps a rule when one of its selectors
 * asks only for what the page has (`.prose :where(blockquote)` needs a blockquote). It errs on the
 * side of keeping: what a selector asks for inside `:not()`, `:has()` or a state (`:hover`) is not
 * required, and neither is what the boot scripts change before the app runs (`ALWAYS_POSSIBLE`).
 * What the app changes once it runs needs nothing here: the intent gate enables the page's whole
 * stylesheets as the app starts (app/lib/boot/intent-gate.ts).
 *
 * PurgeCSS does the same, but parses the stylesheet and every selector again for each page: 0.2 s
 * an article, minutes at a thousand. Here the stylesheet is read once per build.
 */

/** What a page may gain before any of the app's code runs. */
export const ALWAYS_POSSIBLE = {
  /**
   * Set on <html> by the theme's boot script and the intent gate's theme toggle; `tag-pending`
   * from the boot script until the gate has filtered a `?tag=` address's list (TAG_PENDING_CLASS).
   */
  classes: ["js", "dark", "tag-pending"],
  /** `<details>` opens without scripts. */
  attributes: ["open"],
};

interface Requirement {
  classes: string[];
  ids: string[];
  tags: string[];
  attributes: string[];
  /** `:is(…)` and `:where(…)`: for each, one of its selectors must fit. */
  anyOf: Requirement[][];
}

/** Pseudo-elements only form fields have (Tailwind's preflight styles a dozen): an input or a textarea. */
const FORM_FIELD_PARTS =
  /^::(placeholder|file-selector-button|-webkit-(date|datetime|calendar|search|inner-spin|outer-spin))/;
const tagNeed = (tag: string): Requirement => ({
  classes: [],
  ids: [],
  tags: [tag],
  attributes: [],
  anyOf: [],
});

/** Pseudo-classes that match when one of their selectors does. */
const ANY_OF = new Set([":is", ":where", ":matches", ":-webkit-any"]);

/** A custom property's declaration, and the custom properties its value reads. */
interface Definition {
  name: string;
  text: string;
  reads: string[];
}

type Node =
  | { kind: "rule"; text: string; selectors: Requirement[] }
  /** A rule that only defines custom properties (`:root{--x:…}`): each is kept if something reads it. */
  | { kind: "definitions"; selector: string; definitions: Definition[]; selectors: Requirement[] }
  | { kind: "block"; open: string; children: Node[] }
  | { kind: "property"; name: string; text: string }
  | { kind: "kept"; text: string };

const VAR_READ = /var\(\s*(--[\w-]+)/g;
const reads = (text: string) => [...text.matchAll(VAR_READ)].map((match) => match[1] ?? "");

export interface PageVocabulary {
  classes: ReadonlySet<string>;
  ids: ReadonlySet<string>;
  tags: ReadonlySet<string>;
  attributes: ReadonlySet<string>;
}

function requirement(selector: selectorParser.Selector): Requirement {
  const needs: Requirement = { classes: [], ids: [], tags: [], attributes: [], anyOf: [] };
  // The selector's own compounds, and one of the selectors of each `:is()`/`:where()` in them.
  // What sits inside any other pseudo-class (`:not()`, `:has()`, `:hover`) is never required.
  for (const node of selector.nodes) {
    if (node.type === "class") needs.classes.push(node.value);
    else if (node.type === "id") needs.ids.push(node.value);
    else if (node.type === "tag") needs.tags.push(node.value.toLowerCase());
    else if (node.type === "attribute") needs.attributes.push(node.attribute.toLowerCase());
    else if (node.type === "pseudo" && ANY_OF.has(node.value.toLowerCase()) && node.nodes.length > 0)
      needs.anyOf.push(node.nodes.map(requirement));
    else if (node.type === "pseudo" && FORM_FIELD_PARTS.test(node.value.toLowerCase()))
      needs.anyOf.push([tagNeed("input"), tagNeed("textarea")]);
  }
  return needs;
}

function requirements(selector: string): Requirement[] {
  const list: Requirement[] = [];
  selectorParser((root) => {
    root.each((one) => {
      list.push(requirement(one));
    });
  }).processSync(selector);
  return list;
}

function compile(container: Container<ChildNode>): Node[] {
  const nodes: Node[] = [];
  container.each((child) => {
    if (child.type === "rule") {
      const declarations = child.nodes.filter((node) => node.type === "decl");
      if (
        declarations.length > 0 &&
        declarations.length === child.nodes.length &&
        declarations.every((decl) => decl.prop.startsWith("--"))
      )
        nodes.push({
          kind: "definitions",
          selector: child.selector,
          selectors: requirements(child.selector),
          definitions: declarations.map((decl) => ({
            name: decl.prop,
            text: `${decl.prop}:${decl.value}`,
            reads: reads(decl.value),
          })),
        });
      else nodes.push({ kind: "rule", text: child.toString(), selectors: requirements(child.selector) });
    } else if (
      child.type === "atrule" &&
      child.nodes &&
      ["media", "supports", "layer", "container"].includes(child.name)
    ) {
      nodes.push({
        kind: "block",
        open: `@${child.name}${child.raws.afterName ?? " "}${child.params}{`,
        children: compile(child),
      });
    } else if (child.type === "atrule" && child.name === "property") {
      nodes.push({ kind: "property", name: child.params.trim(), text: child.toString() });
    } else if (child.type !== "comment") {
      // @property, @keyframes, @font-face, @layer order statements: small, and kept whole.
      const statement = child.type === "atrule" && child.nodes === undefined;
      nodes.push({ kind: "kept", text: statement ? `${child.toString()};` : child.toString() });
    }
  });
  return nodes;
}

/** A stylesheet read once, ready to be cut to any page's vocabulary. */
export function compileStylesheet(css: string): Node[] {
  return compile(postcss.parse(css));
}

const satisfied = (needs: Requirement, page: PageVocabulary): boolean =>
  needs.classes.every((name) => page.classes.has(name)) &&
  needs.ids.every((id) => page.ids.has(id)) &&
  needs.tags.every((tag) => page.tags.has(tag)) &&
  needs.attributes.every((name) => page.attributes.has(name)) &&
  needs.anyOf.every((alternatives) => alternatives.some((alternative) => satisfied(alternative, page)));

function render(nodes: readonly Node[], page: PageVocabulary, used: ReadonlySet<string> | null): string {
  let css = "";
  for (const node of nodes) {
    if (node.kind === "kept") css += node.text;
    else if (node.kind === "rule") {
      if (node.selectors.some((needs) => satisfied(needs, page))) css += node.text;
    } else if (node.kind === "definitions") {
      if (used === null || !node.selectors.some((needs) => satisfied(needs, page))) continue;
      const kept = node.definitions.filter((definition) => used.has(definition.name));
      if (kept.length > 0) css += `${node.selector}{${kept.map((definition) => definition.text).join(";")}}`;
    } else if (node.kind === "property") {
      if (used !== null && used.has(node.name)) css += node.text;
    } else {
      const inner = render(node.children, page, used);
      if (inner !== "") css += `${node.open}${inner}}`;
    }
  }
  return css;
}

function definitionsOf(
  nodes: readonly Node[],
  into: Map<string, string[]> = new Map(),
): Map<string, string[]> {
  for (const node of nodes) {
    if (node.kind === "definitions")
      for (const definition of node.definitions)
        into.set(definition.name, [...(into.get(definition.name) ?? []), ...definition.reads]);
    else if (node.kind === "block") definitionsOf(node.children, into);
  }
  return into;
}

/** The rules of a compiled stylesheet that the page can use, as CSS. */
export function usedCss(stylesheet: readonly Node[], page: PageVocabulary): string {
  // The custom properties the page's rules read, and those their definitions read in turn: only
  // these are defined (`:root`'s theme, Tailwind's `@property` and defaults). A property a rule
  // both sets and reads (`.shadow-sm{--tw-shadow:…;box-shadow:var(--tw-shadow)}`) stays with it.
  const used = new Set(reads(render(stylesheet, page, null)));
  const definitions = definitionsOf(stylesheet);
  for (const name of used) for (const read of definitions.get(name) ?? []) used.add(read);
  return render(stylesheet, page, used);
}
