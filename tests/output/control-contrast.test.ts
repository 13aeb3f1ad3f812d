import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import postcss, { type Rule } from "postcss";
import { describe, expect, it } from "vitest";
import { contrast, cssColourToRgb } from "../contrast";
import { CLIENT_DIR } from "./built-site";

/**
 * What identifies a form control must stand out from what is around it: WCAG 1.4.11 asks 3:1 of
 * its boundary against the page and against its own fill. Read from the built stylesheets, in
 * both themes: the tag field's (the stylesheet that styles `.tag-filter__input`) on the page's
 * (the frame's `html`, here in Not found's stylesheet, which is the frame alone).
 */
const ASSETS = path.join(CLIENT_DIR, "assets");
const stylesheets = readdirSync(ASSETS)
  .filter((file) => file.endsWith(".css"))
  .map((file) => ({ file, css: readFileSync(path.join(ASSETS, file), "utf8") }));

function stylesheet(test: (file: string, css: string) => boolean): postcss.Root {
  const found = stylesheets.find(({ file, css }) => test(file, css));
  if (found === undefined) throw new Error("no such stylesheet in the build");
  return postcss.parse(found.css);
}

/** The dark theme's variant of a selector, as Tailwind (`:where(.dark, …)`) or by hand (`.dark …`). */
const inTheme = (selector: string, dark: boolean) =>
  dark ? [`${selector}:where(.dark,.dark *)`, `.dark ${selector}`] : [selector];

/**
 * The colour a rule for `selector` gives `property` last (`border-color`, or the colour inside a
 * `border` or `background` shorthand).
 */
function declared(root: postcss.Root, selectors: string[], property: "border" | "background"): string {
  let value: string | undefined;
  root.walkRules((rule: Rule) => {
    if (!selectors.includes(rule.selector)) return;
    rule.walkDecls((declaration) => {
      if (declaration.prop !== property && declaration.prop !== `${property}-color`) return;
      const colour = /(#[0-9a-f]{3,8}|oklch\([^)]*\))/i.exec(declaration.value)?.[1];
      if (colour !== undefined) value = colour;
    });
  });
  if (value === undefined) throw new Error(`no ${property} colour for ${selectors.join(" or ")}`);
  return value;
}

const root = stylesheet((file) => file.startsWith("not-found-"));
const tagFilter = stylesheet((_, css) => css.includes(".tag-filter__input{"));

describe.each([
  { theme: "light", dark: false },
  { theme: "dark", dark: true },
])("the tag field in the $theme theme", ({ dark }) => {
  const colour = (sheet: postcss.Root, selector: string, property: "border" | "background") =>
    cssColourToRgb(declared(sheet, inTheme(selector, dark), property));
  const page = colour(root, "html", "background");
  const fill = colour(tagFilter, ".tag-filter__input", "background");

  it("has a border at least 3:1 against the page and against its own fill (WCAG 1.4.11)", () => {
    const border = colour(tagFilter, ".tag-filter__input", "border");
    expect(contrast(border, page)).toBeGreaterThanOrEqual(3);
    expect(contrast(border, fill)).toBeGreaterThanOrEqual(3);
  });

  it("has a Clear button whose border is at least 3:1 against the page it sits on", () => {
    const border = colour(tagFilter, ".tag-filter__clear", "border");
    expect(contrast(border, page)).toBeGreaterThanOrEqual(3);
  });
});
