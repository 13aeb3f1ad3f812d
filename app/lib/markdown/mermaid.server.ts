import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { findPackageJSON } from "node:module";
import path from "node:path";
import type { Code, Root } from "mdast";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import { DIAGRAM_PALETTE } from "./diagram-palette.ts";

/**
 * Diagrams written as text: a ```mermaid block is drawn by Mermaid itself, in a browser, by the
 * owner's `npm run diagrams`, into a light and a dark SVG kept beside the articles and committed.
 * The build only reads them, so a deploy needs no browser; their names are a hash of the source,
 * the Mermaid version and the colours, so a changed diagram has no render until it is drawn again,
 * and the build says so (remark-mermaid.server.ts).
 */

/** Where the renders live, relative to the articles' folder. */
export const MERMAID_RENDER_FOLDER = "images/diagrams";

export type Theme = "light" | "dark";

/** A light colour of the diagram palette, or its dark counterpart. */
function paint(light: string, theme: Theme): string {
  const colour = DIAGRAM_PALETTE[light];
  if (colour === undefined) throw new Error(`${light} is not in the diagram palette`);
  return theme === "light" ? light : colour.dark;
}

/** The card every diagram is drawn on, as the hand-drawn ones are. */
export function cardColour(theme: Theme): string {
  return paint("#f8fafc", theme);
}

/**
 * Mermaid's `base` theme in the site's diagram palette, for one theme: boxes white on the slate
 * card, slate text and lines, the site's accent for what stands out (notes, activations), in the
 * body's sans at the hand-drawn diagrams' 14 px. Every colour comes from the palette, whose
 * test checks the text's contrast in both themes.
 */
export function mermaidConfig(theme: Theme) {
  const ink = paint("#0f172a", theme);
  const box = paint("#ffffff", theme);
  return {
    theme: "base",
    darkMode: theme === "dark",
    // Text as SVG text, not HTML in a foreignObject: the file is shown in an <img>.
    htmlLabels: false,
    flowchart: { htmlLabels: false },
    fontFamily: "system-ui, sans-serif",
    themeVariables: {
      darkMode: theme === "dark",
      fontFamily: "system-ui, sans-serif",
      fontSize: "14px",
      background: cardColour(theme),
      primaryColor: box,
      primaryTextColor: ink,
      primaryBorderColor: paint("#334155", theme),
      secondaryColor: paint("#cef5f3", theme),
      secondaryTextColor: ink,
      secondaryBorderColor: paint("#00807e", theme),
      tertiaryColor: paint("#f1f5f9", theme),
      tertiaryTextColor: ink,
      tertiaryBorderColor: paint("#64748b", theme),
      lineColor: paint("#64748b", theme),
      textColor: ink,
      titleColor: ink,
      edgeLabelBackground: cardColour(theme),
      clusterBkg: paint("#eafbfa", theme),
      clusterBorder: paint("#cbd5e1", theme),
      noteBkgColor: paint("#cef5f3", theme),
      noteTextColor: ink,
      noteBorderColor: paint("#00807e", theme),
      actorBkg: box,
      actorBorder: paint("#334155", theme),
      actorTextColor: ink,
      actorLineColor: paint("#64748b", theme),
      signalColor: ink,
      signalTextColor: ink,
      labelBoxBkgColor: box,
      labelBoxBorderColor: paint("#334155", theme),
      labelTextColor: ink,
      loopTextColor: ink,
      activationBkgColor: paint("#cef5f3", theme),
      activationBorderColor: paint("#00807e", theme),
    },
  };
}

let installedMermaid: string | undefined;

/** The installed Mermaid's version, from its package file: an upgrade draws every diagram again. */
export function mermaidVersion(): string {
  installedMermaid ??= (
    JSON.parse(readFileSync(findPackageJSON("mermaid", import.meta.url) ?? "", "utf8")) as { version: string }
  ).version;
  return installedMermaid;
}

/** The name both renders of a diagram share: what the drawing depends on, hashed. */
export function mermaidRenderKey(source: string): string {
  return createHash("sha256")
    .update(
      JSON.stringify({
        source: source.trim(),
        mermaid: mermaidVersion(),
        light: mermaidConfig("light"),
        dark: mermaidConfig("dark"),
      }),
    )
    .digest("hex")
    .slice(0, 16);
}

/** The render of a diagram for a theme, relative to the articles' folder (as an image URL). */
export function mermaidRenderPath(source: string, theme: Theme): string {
  return `./${MERMAID_RENDER_FOLDER}/${mermaidRenderKey(source)}-${theme}.svg`;
}

/** Whether an SVG is a Mermaid render (published as it is, with no dark twin made from it). */
export function isMermaidRender(absolutePath: string): boolean {
  return path.basename(path.dirname(absolutePath)) === path.basename(MERMAID_RENDER_FOLDER);
}

export interface MermaidBlock {
  source: string;
  /** The line of the opening fence in the Markdown given (1-based). */
  line: number;
}

const parser = unified().use(remarkParse);

/** Every ```mermaid block of a Markdown text, with its line. */
export function mermaidBlocks(markdown: string): MermaidBlock[] {
  // Most articles have none: spare them the parse.
  if (!markdown.includes("mermaid")) return [];
  const blocks: MermaidBlock[] = [];
  visit(parser.parse(markdown) as Root, "code", (node: Code) => {
    if (node.lang === "mermaid") blocks.push({ source: node.value, line: node.position?.start.line ?? 1 });
  });
  return blocks;
}

/**
 * The renders an article's diagrams are drawn from, for the compile cache's key: deleting or
 * redrawing one recompiles the articles that show it.
 */
export function mermaidRenderFiles(markdown: string, articlePath: string): string[] {
  return mermaidBlocks(markdown).flatMap(({ source }) => renderFiles(source, path.dirname(articlePath)));
}

/** Both renders of a diagram, beside the articles. */
function renderFiles(source: string, articlesFolder: string): string[] {
  return (["light", "dark"] as const).map((theme) =>
    path.resolve(articlesFolder, mermaidRenderPath(source, theme)),
  );
}

/** Whether both renders of a diagram exist beside the articles. */
export function hasMermaidRenders(source: string, articlesFolder: string): boolean {
  return renderFiles(source, articlesFolder).every((file) => existsSync(file));
}

/**
 * The diagram's text alternative, from Mermaid's own accessibility lines (`accTitle: …`, and
 * `accDescr: …` or an `accDescr { … }` block), which GitHub and Mermaid also use: the title, then
 * the description. Undefined without a title. A block is read as Mermaid's grammar reads it: from
 * `accDescr {` at the start of a line to the first `}`, on one line or many.
 */
export function mermaidAltText(source: string): string | undefined {
  const lines = source.split("\n").map((line) => line.trim());
  const value = (key: string) =>
    lines
      .find((line) => line.startsWith(`${key}:`))
      ?.slice(key.length + 1)
      .trim();
  const title = value("accTitle");
  if (!title) return undefined;
  const description =
    value("accDescr") ?? /^[ \t]*accDescr[ \t]*\{([^}]*)\}/m.exec(source)?.[1]?.replace(/\s+/g, " ").trim();
  return description ? `${title.replace(/[.:]$/, "")}: ${description}` : title;
}
