import type { Element, ElementContent } from "hast";
import { createCssVariablesTheme, type ShikiTransformer, type ThemeRegistration } from "shiki";

/**
 * Code is highlighted with Shiki's CSS-variables theme, its inline styles turned into classes (like
 * Shiki's style-to-class transformer, with short names: see `codeClassName`). The classes only name
 * a variable (`color:var(--shiki-token-keyword)`), so the palette switches with the site's theme in
 * CSS, and the full set of classes the theme can produce is known without looking at any article:
 * the committed stylesheet `code-theme.css` holds them all, with the palette
 * (tools/code-theme/stylesheet.ts), and no article needs a `style` attribute.
 */
export const CODE_THEME_NAME = "site-code";

/** A fresh theme object each time: Shiki normalises (changes) the one a highlighter loads. */
export function codeTheme(): ThemeRegistration {
  return createCssVariablesTheme({ name: CODE_THEME_NAME, variablePrefix: "--shiki-", fontStyle: true });
}

const FONT_STYLES = [
  ["font-style", "italic"],
  ["font-weight", "bold"],
  ["text-decoration", "underline"],
] as const;

/**
 * Every style Shiki can write with this theme, in the order Shiki writes its properties: a colour,
 * alone or with the one font style a rule of the theme sets (combinations would need nested
 * Markdown scopes, which no loaded language has); and the block's own background and colour.
 */
export function possibleCodeStyles(): Record<string, string>[] {
  const theme = codeTheme();
  const styles: Record<string, string>[] = [
    {
      "background-color": theme.colors?.["editor.background"] ?? "",
      color: theme.colors?.["editor.foreground"] ?? "",
    },
  ];
  const colours = [
    theme.colors?.["editor.foreground"],
    ...(theme.tokenColors ?? []).map((rule) => rule.settings.foreground),
  ];
  for (const colour of [undefined, ...new Set(colours.filter(Boolean))]) {
    for (const fontStyle of [undefined, ...FONT_STYLES]) {
      const style: Record<string, string> = colour === undefined ? {} : { color: colour };
      if (fontStyle) style[fontStyle[0]] = fontStyle[1];
      if (Object.keys(style).length > 0) styles.push(style);
    }
  }
  return styles;
}

/**
 * Each token kind's letter in a class name. An article's code is most of its markup, and a class
 * is written on every token: `<span class="sk">` where Shiki's own transformer writes
 * `<span class="__shiki_2abvmv">` (a hash, which compresses badly too).
 */
const TOKEN_LETTERS: Record<string, string> = {
  foreground: "x",
  "token-constant": "c",
  "token-string": "s",
  "token-comment": "m",
  "token-keyword": "k",
  "token-parameter": "p",
  "token-function": "f",
  "token-string-expression": "e",
  "token-punctuation": "u",
  "token-link": "l",
  "token-inserted": "a",
  "token-deleted": "d",
  "token-changed": "g",
};

/** A font style's digit after the colour's letter: `sk1` is an italic keyword. */
const FONT_STYLE_DIGITS: Record<string, string> = {
  "font-style:italic": "1",
  "font-weight:bold": "2",
  "text-decoration:underline": "3",
};

type CodeStyle = Record<string, string>;

function parseStyle(style: string | CodeStyle): CodeStyle {
  if (typeof style !== "string") return style;
  return Object.fromEntries(
    style
      .split(";")
      .filter((declaration) => declaration.includes(":"))
      .map((declaration) => {
        const colon = declaration.indexOf(":");
        return [declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim()];
      }),
  );
}

/**
 * The class of one style: `s`, the token colour's letter, then the font style's digit; `sh` for the
 * block's own background and colour. A style outside the theme gets a long name of its own, which
 * `code-theme.css` lacks (the build reports it).
 */
export function codeClassName(style: CodeStyle): string {
  const { color, "background-color": background, ...rest } = style;
  const variable = /^var\(--shiki-([\w-]+)\)$/.exec(color ?? "")?.[1];
  const letter = variable === undefined ? undefined : TOKEN_LETTERS[variable];
  const fonts = Object.entries(rest).map(([name, value]) => FONT_STYLE_DIGITS[`${name}:${value}`]);
  const known = (color === undefined || letter !== undefined) && fonts.every((digit) => digit !== undefined);
  if (known && background !== undefined && fonts.length === 0 && letter === "x") return "sh";
  if (known && background === undefined && fonts.length <= 1) return `s${letter ?? ""}${fonts.join("")}`;
  const words = Object.entries(style).map(([name, value]) => `${name}-${value}`);
  return `s-${words.join("-").replace(/[^\w-]+/g, "-")}`;
}

/** The class of tokens in the block's own colour: the <pre> has that colour, so they need no span. */
export const FOREGROUND_CLASS = codeClassName({ color: "var(--shiki-foreground)" });

/**
 * Styles to classes, like `transformerStyleToClass`, with `codeClassName`'s names, and the classes
 * it already knows: every style the theme can produce (`known`), so the highlighter can report
 * any other a block made.
 */
export function codeClassTransformer() {
  const registry = new Map<string, CodeStyle>();
  const register = (style: string | CodeStyle) => {
    const parsed = parseStyle(style);
    const name = codeClassName(parsed);
    if (!registry.has(name)) registry.set(name, parsed);
    return name;
  };
  for (const style of possibleCodeStyles()) register(style);
  // The <pre>'s own style and a token span's, whichever writes one.
  const styleElement: ShikiTransformer["pre"] = function (node) {
    const style = node.properties.style;
    if (typeof style !== "string" || style === "") return;
    delete node.properties.style;
    this.addClassToHast(node, register(style));
  };
  const transformer: ShikiTransformer = {
    name: "site:style-to-class",
    tokens(lines) {
      for (const line of lines)
        for (const token of line) {
          if (!token.htmlStyle || Object.keys(token.htmlStyle).length === 0) continue;
          const name = register(token.htmlStyle);
          token.htmlStyle = {};
          token.htmlAttrs ??= {};
          token.htmlAttrs.class = token.htmlAttrs.class ? `${token.htmlAttrs.class} ${name}` : name;
        }
    },
    span: styleElement,
    pre: styleElement,
  };
  return { transformer, registry, known: new Set(registry.keys()) };
}

/**
 * Unwraps the spans of tokens in the block's own colour, last of all transformers (the notation
 * transformers look for their comments in spans): `<span class="sx">RG</span>` is `RG`.
 */
export const transformerPlainForeground: ShikiTransformer = {
  name: "site:plain-foreground",
  pre(node) {
    const code = node.children.find((child): child is Element => child.type === "element");
    for (const line of code?.children ?? []) {
      if (line.type !== "element") continue;
      line.children = line.children.flatMap((child): ElementContent[] =>
        child.type === "element" &&
        child.tagName === "span" &&
        Object.keys(child.properties).length === 1 &&
        String(child.properties.class) === FOREGROUND_CLASS
          ? child.children
          : [child],
      );
    }
  },
};
