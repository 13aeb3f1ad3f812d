import { transformerStyleToClass } from "@shikijs/transformers";
import { createCssVariablesTheme, type ShikiTransformer, type ThemeRegistration } from "shiki";
import { createHighlighterCoreSync } from "shiki/core";
import { createJavaScriptRawEngine } from "shiki/engine/javascript";

/**
 * Code is highlighted with Shiki's CSS-variables theme, its inline styles turned into classes by
 * Shiki's style-to-class transformer. The classes only name a variable (`color:var(--shiki-token-
 * keyword)`), so the palette below switches with the site's theme in CSS, and the full set of
 * classes the theme can produce is known without looking at any article: the committed stylesheet
 * `code-theme.css` holds them all, and no article needs a `style` attribute.
 */
export const CODE_THEME_NAME = "site-code";

/** A fresh theme object each time: Shiki normalises (changes) the one a highlighter loads. */
export function codeTheme(): ThemeRegistration {
  return createCssVariablesTheme({ name: CODE_THEME_NAME, variablePrefix: "--shiki-", fontStyle: true });
}

/** The colours of GitHub's default light and dark themes, one per token kind. */
export const CODE_PALETTE = {
  light: {
    foreground: "#1f2328",
    background: "#ffffff",
    "token-constant": "#0550ae",
    "token-string": "#0a3069",
    "token-comment": "#59636e",
    "token-keyword": "#cf222e",
    "token-parameter": "#953800",
    "token-function": "#6639ba",
    "token-string-expression": "#116329",
    "token-punctuation": "#1f2328",
    "token-link": "#0a3069",
    "token-inserted": "#116329",
    "token-deleted": "#82071e",
    "token-changed": "#953800",
  },
  dark: {
    foreground: "#e6edf3",
    background: "#0d1117",
    "token-constant": "#79c0ff",
    "token-string": "#a5d6ff",
    "token-comment": "#8b949e",
    "token-keyword": "#ff7b72",
    "token-parameter": "#ffa657",
    "token-function": "#d2a8ff",
    "token-string-expression": "#7ee787",
    "token-punctuation": "#e6edf3",
    "token-link": "#a5d6ff",
    "token-inserted": "#7ee787",
    "token-deleted": "#ffa198",
    "token-changed": "#ffa657",
  },
} as const;

/**
 * Backgrounds of annotated lines; every token colour must stay readable on them too. The marked
 * lines also carry a visible sign or bar, so colour is never the only cue.
 */
export const CODE_LINE_BACKGROUNDS = {
  light: { highlighted: "#eef3fb", added: "#e9f7ec", removed: "#fdecec" },
  dark: { highlighted: "#1b2533", added: "#13261a", removed: "#2d1516" },
} as const;

/** The colour of line numbers, which are decoration (hidden from screen readers) but still read. */
export const CODE_LINE_NUMBER = { light: "#59636e", dark: "#8b949e" } as const;

const FONT_STYLES = [
  ["font-style", "italic"],
  ["font-weight", "bold"],
  ["text-decoration", "underline"],
] as const;

function themeColours(theme: ThemeRegistration): string[] {
  const colours = new Set<string>();
  const foreground = theme.colors?.["editor.foreground"];
  if (foreground) colours.add(foreground);
  for (const rule of theme.tokenColors ?? []) {
    if (rule.settings.foreground) colours.add(rule.settings.foreground);
  }
  return [...colours];
}

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
  for (const colour of [undefined, ...themeColours(theme)]) {
    for (const fontStyle of [undefined, ...FONT_STYLES]) {
      const style: Record<string, string> = colour === undefined ? {} : { color: colour };
      if (fontStyle) style[fontStyle[0]] = fontStyle[1];
      if (Object.keys(style).length > 0) styles.push(style);
    }
  }
  return styles;
}

/**
 * A transformer whose tokens are every style the theme can produce, one token each, in place of
 * the code's: put before the style-to-class transformer, it has that one register every class.
 */
function everyCodeStyle(): ShikiTransformer {
  return {
    name: "site:every-code-style",
    tokens: () => possibleCodeStyles().map((htmlStyle) => [{ content: "", offset: 0, htmlStyle }]),
  };
}

/**
 * A style-to-class transformer that already knows every class; `known` lists them. Shiki itself
 * runs it once over every possible style (a highlighter with no language costs nothing to make).
 */
export function codeClassTransformer() {
  const transformer = transformerStyleToClass();
  const shiki = createHighlighterCoreSync({ themes: [codeTheme()], engine: createJavaScriptRawEngine() });
  shiki.codeToHast("", {
    lang: "text",
    theme: CODE_THEME_NAME,
    transformers: [everyCodeStyle(), transformer],
  });
  shiki.dispose();
  return { transformer, known: new Set(transformer.getClassRegistry().keys()) };
}

function declarations(values: Record<string, string>, prefix: string): string {
  return Object.entries(values)
    .map(([name, value]) => `  ${prefix}${name}: ${value};`)
    .join("\n");
}

/** The committed `code-theme.css`: the palette for both site themes and one rule per class. */
export function codeThemeStylesheet(): string {
  const { transformer } = codeClassTransformer();
  const palette = (mode: "light" | "dark") =>
    [
      declarations(CODE_PALETTE[mode], "--shiki-"),
      declarations(CODE_LINE_BACKGROUNDS[mode], "--code-line-"),
      `  --code-line-number: ${CODE_LINE_NUMBER[mode]};`,
    ].join("\n");
  // One rule per class, laid out as Prettier would, so `npm run lint` accepts the file as written.
  const rules = [...transformer.getClassRegistry()].map(([name, style]) => {
    const properties =
      typeof style === "string" ? style.split(";") : Object.entries(style).map((pair) => pair.join(":"));
    const body = properties.map((property) => `  ${property.replace(":", ": ")};`).join("\n");
    return `.${name} {\n${body}\n}`;
  });
  return [
    "/* Generated by `npm run code-theme` from app/lib/markdown/code-theme.ts; do not edit. */",
    `:root {\n${palette("light")}\n}`,
    `.dark {\n${palette("dark")}\n}`,
    ...rules,
    "",
  ].join("\n");
}
