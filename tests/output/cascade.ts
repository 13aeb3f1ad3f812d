import { readFileSync } from "node:fs";
import postcss, { type AtRule, type Node, type Rule } from "postcss";
import selectorParser from "postcss-selector-parser";
import { fileFor, routeOf } from "./built-site";

/**
 * Which value the cascade gives a property of an element of a built page, from the page's own CSS
 * and with no browser: enough of CSS Cascade 5 for the facts the output tests check (cascade
 * layers, `!important`, specificity, order), so that a utility in `@layer utilities` beating a
 * component's rule shows here as it does on screen. Simplified where those facts allow: every
 * media and supports condition holds but print; a state the selector engine does not know
 * (`:focus-visible`) does not hold; a rule for a pseudo-element styles another box; no inheritance,
 * and no nested or anonymous layers (refused, rather than answered wrongly).
 */

/** Every stylesheet the page applies once scripts run: inline, then linked (the app enables them). */
export function stylesheetsOf(document: Document): string[] {
  const inline = [...document.querySelectorAll("style")].map((style) => style.textContent ?? "");
  const linked = [...document.querySelectorAll('link[rel="stylesheet"]')].map((link) =>
    readFileSync(fileFor(routeOf(link.getAttribute("href") ?? "")), "utf8"),
  );
  return [...inline, ...linked];
}

interface Declaration {
  selectors: string[];
  property: string;
  value: string;
  important: boolean;
  /** The layer's name, or undefined outside any layer. */
  layer: string | undefined;
}

interface ParsedSheet {
  /** The declarations of each property, in the sheet's order. */
  byProperty: Map<string, Declaration[]>;
  /** Layer names in the order the sheet first names them. */
  layers: string[];
}

/** The at-rules a rule sits in, innermost first. */
function atRulesAround(rule: Rule): AtRule[] {
  const found: AtRule[] = [];
  for (let parent: Node | undefined = rule.parent; parent; parent = parent.parent)
    if (parent.type === "atrule") found.push(parent as AtRule);
  return found;
}

function layerOf(rule: Rule): string | undefined {
  const names = atRulesAround(rule)
    .filter((atRule) => atRule.name === "layer")
    .map((atRule) => atRule.params.trim());
  if (names.length > 1) throw new Error(`nested cascade layers are not handled: ${names.join(" < ")}`);
  return names[0];
}

function insidePrint(rule: Rule): boolean {
  return atRulesAround(rule).some((atRule) => atRule.name === "media" && /\bprint\b/.test(atRule.params));
}

const parsed = new Map<string, ParsedSheet>();

/** A stylesheet read once, however many pages carry it. */
function parse(sheet: string): ParsedSheet {
  const known = parsed.get(sheet);
  if (known) return known;
  const result: ParsedSheet = { byProperty: new Map(), layers: [] };
  postcss.parse(sheet).walk((node) => {
    if (node.type === "atrule" && node.name === "layer") {
      if (node.params.trim() === "") throw new Error("anonymous cascade layers are not handled");
      for (const name of node.params.split(",").map((part) => part.trim()))
        if (!result.layers.includes(name)) result.layers.push(name);
      return;
    }
    if (node.type !== "rule" || insidePrint(node)) return;
    if (node.parent?.type === "atrule" && /keyframes$/.test((node.parent as AtRule).name)) return;
    const layer = layerOf(node);
    for (const declaration of node.nodes) {
      if (declaration.type !== "decl") continue;
      const list = result.byProperty.get(declaration.prop) ?? [];
      list.push({
        selectors: node.selectors,
        property: declaration.prop,
        value: declaration.value,
        important: declaration.important === true,
        layer,
      });
      result.byProperty.set(declaration.prop, list);
    }
  });
  parsed.set(sheet, result);
  return result;
}

type Specificity = [number, number, number];

const ZERO: Specificity = [0, 0, 0];
const add = (a: Specificity, b: Specificity): Specificity => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
const compare = (a: Specificity, b: Specificity) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
const largest = (list: Specificity[]) => list.reduce((a, b) => (compare(a, b) >= 0 ? a : b), ZERO);

/** Selectors Level 4 specificity: `:is`, `:not`, `:has` count their most specific argument, `:where` none. */
function specificityOf(selector: selectorParser.Selector): Specificity {
  let total = ZERO;
  for (const node of selector.nodes) {
    if (node.type === "id") total = add(total, [1, 0, 0]);
    else if (node.type === "class" || node.type === "attribute") total = add(total, [0, 1, 0]);
    else if (node.type === "tag") total = add(total, [0, 0, 1]);
    else if (node.type === "pseudo") {
      if (node.value.startsWith("::")) total = add(total, [0, 0, 1]);
      else if (node.value === ":where") continue;
      else if ([":is", ":not", ":has", ":matches"].includes(node.value))
        total = add(total, largest(node.nodes.map(specificityOf)));
      else total = add(total, [0, 1, 0]);
    }
  }
  return total;
}

const parser = selectorParser();

/** The specificity of the most specific of the selectors that match, or undefined if none does. */
function matching(element: Element, selectors: string[]): Specificity | undefined {
  const found: Specificity[] = [];
  for (const selector of selectors) {
    if (selector.includes("::")) continue;
    let matches = false;
    try {
      matches = element.matches(selector);
    } catch {
      // A state the engine does not know: the page at rest is not in it.
    }
    if (!matches) continue;
    const [parsed] = parser.astSync(selector).nodes;
    if (parsed) found.push(specificityOf(parsed));
  }
  return found.length === 0 ? undefined : largest(found);
}

/**
 * The cascaded value of `property` on `element`, given the page's stylesheets in page order, or
 * undefined when no rule sets it. A longhand only: shorthands are not expanded.
 */
export function cascadedValue(element: Element, property: string, sheets: string[]): string | undefined {
  const parsedSheets = sheets.map(parse);
  // A layer's place is where the page first names it, in any of its sheets.
  const layers = [...new Set(parsedSheets.flatMap((sheet) => sheet.layers))];
  const declarations = parsedSheets.flatMap((sheet) => sheet.byProperty.get(property) ?? []);
  let winner: { rank: number[]; value: string } | undefined;
  declarations.forEach((declaration, order) => {
    const specificity = matching(element, declaration.selectors);
    if (specificity === undefined) return;
    // Outside any layer beats every layer; for !important the order of layers turns around.
    const layer = declaration.layer === undefined ? layers.length : layers.indexOf(declaration.layer);
    const rank = [
      declaration.important ? 1 : 0,
      declaration.important ? -layer : layer,
      ...specificity,
      order,
    ];
    const wins =
      winner === undefined ||
      rank.reduce((result, value, index) => result || value - (winner?.rank[index] ?? 0), 0) > 0;
    if (wins) winner = { rank, value: declaration.value };
  });
  return winner?.value;
}
