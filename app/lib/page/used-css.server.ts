import postcss, { type ChildNode, type Container } from "postcss";
import selectorParser from "postcss-selector-parser";

/**
 * Each page carries only the CSS its own markup can use.
 *
 * A stylesheet is read once into a tree of rules, each with what its selectors require of a page
 * (classes, ids, element names, attribute names and the values an attribute selector asks for); a
 * page keeps a rule when one of its selectors asks only for what the page has (`.prose
 * :where(blockquote)` needs a blockquote, `ol[type=A]` an `ol` and a `type="A"`), with those of
 * its selectors that do (Tailwind's reset lists every heading and embedded element). It errs on the
 * side of keeping: what a selector asks for inside `:not()`, `:has()` or a state (`:hover`) is not
 * required, neither is where the parts sit in the tree (`.prose h1` needs a `.prose` and an `h1`,
 * anywhere), and neither is what the boot scripts change before the app runs (`ALWAYS_POSSIBLE`).
 * What the app changes once it runs needs nothing here: the intent gate enables the page's whole
 * stylesheets as the app starts (app/lib/boot/intent-gate.ts).
 *
 * Custom properties are cut too, over all of a page's stylesheets at once: a declaration of one
 * (`--tw-prose-kbd:…`, `--color-slate-500:…`) stays only if a rule the page keeps reads it, and a
 * stylesheet does not define again, in the same layer, what an earlier one on the page already
 * defined with the same value (each Tailwind entry point brings its own theme variables).
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
  /**
   * `<details>` opens without scripts; the intent gate sets `aria-expanded` on the tag search's
   * toggle as it shows the box's shell, and `data-pending-click` on a diagram tapped before the app
   * ran (PENDING_CLICK).
   */
  attributes: ["open", "aria-expanded", "data-pending-click"],
};

/** An attribute selector: the name, and the value it asks for when it asks for one the cut can check. */
interface AttributeNeed {
  name: string;
  /** `[name=value]`: the whole value; `[name~=value]`: one of its space-separated words. */
  value?: { whole: string } | { word: string };
}

interface Requirement {
  classes: string[];
  ids: string[];
  tags: string[];
  attributes: AttributeNeed[];
  /** `:is(…)` and `:where(…)`: for each, one of its selectors must fit. */
  anyOf: Requirement[][];
}

const tagNeed = (tag: string, attributes: AttributeNeed[] = []): Requirement => ({
  classes: [],
  ids: [],
  tags: [tag],
  attributes,
  anyOf: [],
});
const inputOfType = (...types: string[]) =>
  types.map((type) => tagNeed("input", [{ name: "type", value: { whole: type } }]));
const DATE_AND_TIME = ["date", "time", "datetime-local", "month", "week"];

/**
 * Pseudo-elements only some form fields have (Tailwind's preflight styles a dozen), and the
 * fields that have each: a page whose one field is a text box needs none of the date parts.
 */
const FORM_FIELD_PARTS: [RegExp, Requirement[]][] = [
  [/^::placeholder/, [tagNeed("input"), tagNeed("textarea")]],
  [/^::file-selector-button/, inputOfType("file")],
  [/^::-webkit-search-/, inputOfType("search")],
  [/^::-webkit-(inner|outer)-spin-button/, inputOfType("number", ...DATE_AND_TIME)],
  // Also the arrow of a text box with suggestions (`list`).
  [
    /^::-webkit-calendar-picker-indicator/,
    [...inputOfType(...DATE_AND_TIME), tagNeed("input", [{ name: "list" }])],
  ],
  [/^::-webkit-(date-and-time-value|datetime-edit)/, inputOfType(...DATE_AND_TIME)],
];

/** The fields that can have `pseudo`, when it is one only some form fields have. */
function formFieldsWith(pseudo: string): Requirement[] | undefined {
  return FORM_FIELD_PARTS.find(([part]) => part.test(pseudo))?.[1];
}

/** Pseudo-classes that match when one of their selectors does. */
const ANY_OF = new Set([":is", ":where", ":matches", ":-webkit-any"]);

/** One declaration of a rule; `custom` names the custom property it defines, if it defines one. */
interface Declaration {
  text: string;
  custom?: string;
  /**
   * For a custom property in a rule whose selector is one class (`.prose`): the classes of the
   * later rules beside it, also one class each, that define it again (`.prose-slate`). On an
   * element with both, the later one wins; where every element with the first class also has one
   * of these, the first definition does nothing on that page.
   */
  shadowedBy?: string[];
}

type Node =
  | {
      kind: "rule";
      selector: string;
      declarations: Declaration[];
      selectors: Requirement[];
      /** The text of each of `selector`'s selectors, in the order of `selectors`. */
      parts: string[];
      /** The class, when the selector is that one class and nothing else. */
      onlyClass?: string;
      /** The custom properties its other declarations read. */
      reads: string[];
    }
  /** A rule holding more than declarations: kept whole or not at all. */
  | { kind: "whole-rule"; text: string; selectors: Requirement[]; reads: string[] }
  /** `@media`, `@supports`, `@container`, `@layer` with rules; `layer` is the layer's name, if one. */
  | { kind: "block"; open: string; layer?: string; children: Node[] }
  | { kind: "property"; name: string; text: string }
  | { kind: "kept"; text: string; reads: string[] };

const VAR_READ = /var\(\s*(--[\w-]+)/g;
const reads = (text: string) => [...text.matchAll(VAR_READ)].map((match) => match[1] ?? "");

export interface PageVocabulary {
  classes: ReadonlySet<string>;
  ids: ReadonlySet<string>;
  tags: ReadonlySet<string>;
  attributes: ReadonlySet<string>;
  /** Each attribute's value as `name=value`, and each of its words as `name~word`, lowercased. */
  attributeValues: ReadonlySet<string>;
  /** For each class, the classes every element that has it also has. */
  classesAlongside: ReadonlyMap<string, ReadonlySet<string>>;
}

/** The entries of `PageVocabulary.attributeValues` for one attribute of the page. */
export function attributeValueKeys(name: string, value: string): string[] {
  const lower = value.toLowerCase();
  // A selector's `[class~=x]` asks for the class `x`, which the page's classes answer, and an id
  // is one word: their words would be most of the entries of a page, for nothing.
  if (name === "class" || name === "id") return [`${name}=${lower}`];
  return [`${name}=${lower}`, ...lower.split(/\s+/).map((word) => `${name}~${word}`)];
}

function attribute(node: selectorParser.Attribute, needs: Requirement): void {
  const name = node.attribute.toLowerCase();
  const value = node.value;
  const whole = node.operator === "=";
  const word = node.operator === "~=";
  // `[class~=lead]` is the class `lead`, `[id=x]` the id `x`; other operators (`^=`, `*=`, …) ask
  // for the attribute only.
  if (name === "class" && (whole || word) && value !== undefined && !/\s/.test(value))
    needs.classes.push(value);
  else if (name === "id" && whole && value !== undefined) needs.ids.push(value);
  else if (whole && value !== undefined)
    needs.attributes.push({ name, value: { whole: value.toLowerCase() } });
  else if (word && value !== undefined) needs.attributes.push({ name, value: { word: value.toLowerCase() } });
  else needs.attributes.push({ name });
}

function requirement(selector: selectorParser.Selector): Requirement {
  const needs: Requirement = { classes: [], ids: [], tags: [], attributes: [], anyOf: [] };
  // The selector's own compounds, and one of the selectors of each `:is()`/`:where()` in them.
  // What sits inside any other pseudo-class (`:not()`, `:has()`, `:hover`) is never required.
  for (const node of selector.nodes) {
    if (node.type === "class") needs.classes.push(node.value);
    else if (node.type === "id") needs.ids.push(node.value);
    else if (node.type === "tag") needs.tags.push(node.value.toLowerCase());
    else if (node.type === "attribute") attribute(node, needs);
    else if (node.type === "pseudo" && ANY_OF.has(node.value.toLowerCase()) && node.nodes.length > 0)
      needs.anyOf.push(node.nodes.map(requirement));
    else if (node.type === "pseudo") {
      const fields = formFieldsWith(node.value.toLowerCase());
      if (fields) needs.anyOf.push(fields);
    }
  }
  return needs;
}

function requirements(selector: string): { selectors: Requirement[]; parts: string[] } {
  const selectors: Requirement[] = [];
  const parts: string[] = [];
  selectorParser((root) => {
    root.each((one) => {
      selectors.push(requirement(one));
      parts.push(one.toString().trim());
    });
  }).processSync(selector);
  return { selectors, parts };
}

/** The class a selector is, when it is one class and nothing else (`.prose`, not `.a.b` or `.a:hover`). */
function onlyClass(selector: string): string | undefined {
  let name: string | undefined;
  selectorParser((root) => {
    const [first, ...others] = root.nodes;
    const [node, ...more] = first?.nodes ?? [];
    if (others.length === 0 && more.length === 0 && node?.type === "class") name = node.value;
  }).processSync(selector);
  return name;
}

/** Marks the custom properties that a later one-class rule beside them defines again (`shadowedBy`). */
function markShadowed(nodes: Node[]): void {
  const rules = nodes.filter(
    (node): node is Extract<Node, { kind: "rule" }> => node.kind === "rule" && node.onlyClass !== undefined,
  );
  rules.forEach((rule, index) => {
    for (const declaration of rule.declarations) {
      if (declaration.custom === undefined || declaration.text.includes("!important")) continue;
      const later = rules
        .slice(index + 1)
        .filter((other) =>
          other.declarations.some(
            (each) => each.custom === declaration.custom && !each.text.includes("!important"),
          ),
        )
        .map((other) => other.onlyClass ?? "");
      if (later.length > 0) declaration.shadowedBy = later;
    }
  });
}

function compile(container: Container<ChildNode>): Node[] {
  const nodes: Node[] = [];
  container.each((child) => {
    if (child.type === "rule") {
      const { selectors, parts } = requirements(child.selector);
      const only = onlyClass(child.selector);
      if (child.nodes.every((node) => node.type === "decl" || node.type === "comment")) {
        const declarations: Declaration[] = child.nodes
          .filter((node) => node.type === "decl")
          .map((decl) => ({
            text: decl.toString(),
            ...(decl.prop.startsWith("--") ? { custom: decl.prop } : {}),
          }));
        nodes.push({
          kind: "rule",
          selector: child.selector,
          selectors,
          parts,
          ...(only === undefined ? {} : { onlyClass: only }),
          declarations,
          reads: declarations.flatMap((each) => (each.custom === undefined ? reads(each.text) : [])),
        });
      } else {
        const text = child.toString();
        nodes.push({ kind: "whole-rule", text, selectors, reads: reads(text) });
      }
    } else if (
      child.type === "atrule" &&
      child.nodes &&
      ["media", "supports", "layer", "container"].includes(child.name)
    ) {
      nodes.push({
        kind: "block",
        open: `@${child.name}${child.raws.afterName ?? " "}${child.params}{`,
        ...(child.name === "layer" ? { layer: child.params } : {}),
        children: compile(child),
      });
    } else if (child.type === "atrule" && child.name === "property") {
      nodes.push({ kind: "property", name: child.params.trim(), text: child.toString() });
    } else if (child.type !== "comment") {
      // @keyframes, @font-face, @layer order statements: small, and kept whole.
      const statement = child.type === "atrule" && child.nodes === undefined;
      const text = statement ? `${child.toString()};` : child.toString();
      nodes.push({ kind: "kept", text, reads: reads(text) });
    }
  });
  markShadowed(nodes);
  return nodes;
}

function namesAskedByValue(needs: Requirement, into: Set<string>): void {
  for (const attribute of needs.attributes) if (attribute.value !== undefined) into.add(attribute.name);
  for (const alternatives of needs.anyOf) for (const each of alternatives) namesAskedByValue(each, into);
}

function valueNamesOf(nodes: readonly Node[], into: Set<string> = new Set()): Set<string> {
  for (const node of nodes)
    if (node.kind === "block") valueNamesOf(node.children, into);
    else if (node.kind === "rule" || node.kind === "whole-rule")
      for (const needs of node.selectors) namesAskedByValue(needs, into);
  return into;
}

/**
 * The attributes whose values a selector of these stylesheets asks for (`[type=search]`): a page's
 * vocabulary needs the values of these only (`pageVocabulary`).
 */
export function valuesAskedFor(stylesheets: readonly CompiledStylesheet[]): Set<string> {
  return new Set(stylesheets.flatMap((stylesheet) => [...stylesheet.valueNames]));
}

/** A stylesheet read once, with what every page's cut asks of it, ready to be cut to any page. */
export interface CompiledStylesheet {
  nodes: Node[];
  /** Its selectors, filed for a page to check (`SelectorIndex`). */
  selectors: SelectorIndex;
  /** The attributes whose values its selectors ask for. */
  valueNames: ReadonlySet<string>;
  /** Every custom property it defines, with the custom properties its values read. */
  definitions: ReadonlyMap<string, string[]>;
}

export function compileStylesheet(css: string): CompiledStylesheet {
  const nodes = compile(postcss.parse(css));
  return {
    nodes,
    selectors: selectorIndex(nodes),
    valueNames: valueNamesOf(nodes),
    definitions: definitionsOf(nodes),
  };
}

const hasAttribute = (needs: AttributeNeed, page: PageVocabulary): boolean => {
  if (!page.attributes.has(needs.name)) return false;
  if (needs.value === undefined || ALWAYS_POSSIBLE.attributes.includes(needs.name)) return true;
  return "whole" in needs.value
    ? page.attributeValues.has(`${needs.name}=${needs.value.whole}`)
    : page.attributeValues.has(`${needs.name}~${needs.value.word}`);
};

const satisfied = (needs: Requirement, page: PageVocabulary): boolean =>
  needs.classes.every((name) => page.classes.has(name)) &&
  needs.ids.every((id) => page.ids.has(id)) &&
  needs.tags.every((tag) => page.tags.has(tag)) &&
  needs.attributes.every((attribute) => hasAttribute(attribute, page)) &&
  needs.anyOf.every((alternatives) => alternatives.some((alternative) => satisfied(alternative, page)));

/**
 * What the page's earlier stylesheets already define: each custom property's last definition in
 * each cascade layer (with the blocks and the selector it sits in), and each `@property`'s last.
 */
interface Defined {
  custom: Map<string, string>;
  properties: Map<string, string>;
}

/** How one page's stylesheets are cut. */
interface Cut {
  page: PageVocabulary;
  /** The rules one of whose selectors the page fits (`keptRules`), each with those selectors. */
  kept: ReadonlyMap<Node, string>;
  /** The custom properties the kept rules read, and those their definitions read in turn. */
  used: ReadonlySet<string>;
  defined: Defined;
}

/** Where a rule sits: its blocks (`@layer theme{@media print{`) and its cascade layer alone. */
interface Place {
  blocks: string;
  layer: string;
}

function renderRule(node: Extract<Node, { kind: "rule" }>, selector: string, cut: Cut, place: Place): string {
  const kept: string[] = [];
  for (const declaration of node.declarations) {
    if (declaration.custom === undefined) {
      kept.push(declaration.text);
      continue;
    }
    if (!cut.used.has(declaration.custom)) continue;
    const alongside =
      node.onlyClass === undefined ? undefined : cut.page.classesAlongside.get(node.onlyClass);
    if (alongside && declaration.shadowedBy?.some((later) => alongside.has(later))) continue;
    // The same definition, in the same place, as the last one in its cascade layer (whatever the
    // blocks or selector) changes nothing: left out. Only rules that define and nothing else are
    // left out (one that also styles something keeps its place in the cascade).
    const key = `${place.layer}|${declaration.custom}`;
    const definition = `${place.blocks}${selector}{${declaration.text}`;
    const plain = node.declarations.every((each) => each.custom !== undefined);
    if (plain && cut.defined.custom.get(key) === definition) continue;
    cut.defined.custom.set(key, definition);
    kept.push(declaration.text);
  }
  return kept.length > 0 ? `${selector}{${kept.join(";")}}` : "";
}

function render(nodes: readonly Node[], cut: Cut, place: Place = { blocks: "", layer: "" }): string {
  let css = "";
  for (const node of nodes) {
    if (node.kind === "kept") css += node.text;
    else if (node.kind === "whole-rule") {
      if (cut.kept.has(node)) css += node.text;
    } else if (node.kind === "rule") {
      const selector = cut.kept.get(node);
      if (selector !== undefined) css += renderRule(node, selector, cut, place);
    } else if (node.kind === "property") {
      if (!cut.used.has(node.name)) continue;
      if (cut.defined.properties.get(node.name) === node.text) continue;
      cut.defined.properties.set(node.name, node.text);
      css += node.text;
    } else {
      const inner = render(node.children, cut, {
        blocks: `${place.blocks}${node.open}`,
        layer: node.layer === undefined ? place.layer : `${place.layer}.${node.layer}`,
      });
      if (inner !== "") css += `${node.open}${inner}}`;
    }
  }
  return css;
}

type SelectorRule = Extract<Node, { kind: "rule" | "whole-rule" }>;

/** One selector of a rule's list, by its place in the list. */
interface SelectorRef {
  rule: SelectorRule;
  index: number;
}

/**
 * A stylesheet's selectors, each filed under one thing a page must have for it to fit (its first
 * class, else its first id, element or attribute; `atomOf`), as a browser's style engine files
 * rules: a page checks only the selectors filed under what it has, and those that need nothing
 * in particular (`*`, `:root`), instead of every selector of the stylesheet (at 1,000 articles,
 * checking them all was most of the cut's time).
 */
interface SelectorIndex {
  byAtom: Map<string, SelectorRef[]>;
  unfiled: SelectorRef[];
  /** What the statements kept on every page (`@keyframes`, `@font-face`) read. */
  alwaysRead: string[];
}

function atomOf(needs: Requirement): string | undefined {
  if (needs.classes[0] !== undefined) return `c:${needs.classes[0]}`;
  if (needs.ids[0] !== undefined) return `i:${needs.ids[0]}`;
  if (needs.tags[0] !== undefined) return `t:${needs.tags[0]}`;
  if (needs.attributes[0] !== undefined) return `a:${needs.attributes[0].name}`;
  return undefined;
}

/** Everything a page has that a selector can be filed under (`atomOf`). */
function atomsOf(page: PageVocabulary): string[] {
  return [
    ...[...page.classes].map((name) => `c:${name}`),
    ...[...page.ids].map((id) => `i:${id}`),
    ...[...page.tags].map((tag) => `t:${tag}`),
    ...[...page.attributes].map((name) => `a:${name}`),
  ];
}

function selectorIndex(stylesheet: readonly Node[]): SelectorIndex {
  const index: SelectorIndex = { byAtom: new Map(), unfiled: [], alwaysRead: [] };
  const file = (nodes: readonly Node[]): void => {
    for (const node of nodes) {
      if (node.kind === "block") file(node.children);
      else if (node.kind === "kept") index.alwaysRead.push(...node.reads);
      else if (node.kind === "rule" || node.kind === "whole-rule")
        node.selectors.forEach((needs, position) => {
          const ref = { rule: node, index: position };
          const atom = atomOf(needs);
          const filed = atom === undefined ? index.unfiled : index.byAtom.get(atom);
          if (filed !== undefined) filed.push(ref);
          else if (atom !== undefined) index.byAtom.set(atom, [ref]);
        });
    }
  };
  file(stylesheet);
  return index;
}

/**
 * The rules the page fits one of whose selectors (a rule with a list keeps the selectors that
 * fit, in their order), and what they and the kept statements read: before anything is written.
 */
function keptRules(
  index: SelectorIndex,
  page: PageVocabulary,
  atoms: readonly string[],
  kept: Map<Node, string>,
  read: Set<string>,
): void {
  for (const name of index.alwaysRead) read.add(name);
  const fitting = new Map<SelectorRule, number[]>();
  const check = ({ rule, index: position }: SelectorRef): void => {
    const needs = rule.selectors[position];
    if (needs === undefined || !satisfied(needs, page)) return;
    const positions = fitting.get(rule);
    if (positions === undefined) fitting.set(rule, [position]);
    else positions.push(position);
  };
  index.unfiled.forEach(check);
  for (const atom of atoms) index.byAtom.get(atom)?.forEach(check);
  for (const [rule, positions] of fitting) {
    const selector =
      rule.kind === "rule"
        ? positions
            .sort((a, b) => a - b)
            .map((position) => rule.parts[position])
            .join(",")
        : rule.text;
    kept.set(rule, selector);
    for (const name of rule.reads) read.add(name);
  }
}

/** Every custom property a stylesheet defines, with the custom properties its values read. */
function definitionsOf(
  nodes: readonly Node[],
  into: Map<string, string[]> = new Map(),
): Map<string, string[]> {
  for (const node of nodes) {
    if (node.kind === "rule")
      for (const { custom, text } of node.declarations)
        if (custom !== undefined) into.set(custom, [...(into.get(custom) ?? []), ...reads(text)]);
    if (node.kind === "block") definitionsOf(node.children, into);
  }
  return into;
}

const nothingDefined = (): Defined => ({ custom: new Map(), properties: new Map() });

/** The rules of a page's compiled stylesheets that the page can use, as CSS, one text each. */
export function usedCssOfPage(stylesheets: readonly CompiledStylesheet[], page: PageVocabulary): string[] {
  // The custom properties the page's rules read, and those their definitions read in turn: only
  // these are defined (`:root`'s theme, Tailwind's `@property` and defaults). A property a rule
  // both sets and reads (`.shadow-sm{--tw-shadow:…;box-shadow:var(--tw-shadow)}`) stays with it.
  // One stylesheet may read what another defines, so this is over all of them.
  const kept = new Map<Node, string>();
  const used = new Set<string>();
  const atoms = atomsOf(page);
  for (const stylesheet of stylesheets) keptRules(stylesheet.selectors, page, atoms, kept, used);
  for (const name of used)
    for (const stylesheet of stylesheets)
      for (const read of stylesheet.definitions.get(name) ?? []) used.add(read);
  const defined = nothingDefined();
  return stylesheets.map((stylesheet) => render(stylesheet.nodes, { page, kept, used, defined }));
}

/** The rules of a compiled stylesheet that the page can use, as CSS. */
export function usedCss(stylesheet: CompiledStylesheet, page: PageVocabulary): string {
  return usedCssOfPage([stylesheet], page)[0] ?? "";
}
