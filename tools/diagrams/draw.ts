import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  MERMAID_RENDER_FOLDER,
  mermaidBlocks,
  mermaidRenderPath,
  type Theme,
} from "../../app/lib/markdown/mermaid.server";
import type { MermaidRenderer } from "./render-mermaid";

const THEMES: readonly Theme[] = ["light", "dark"];

export interface DrawReport {
  drawn: number;
  upToDate: number;
  removed: string[];
  /** `file:line  message`, one per diagram that could not be drawn. */
  errors: string[];
}

/**
 * Draws every ```mermaid block of the articles in `postsFolder` that has no render yet, into
 * `postsFolder/images/diagrams`, and removes the renders no article shows any more. A syntax error
 * is reported at the article's line; its diagram gets no render, so the build refuses it too.
 */
export async function drawDiagrams(
  postsFolder: string,
  openRenderer: () => Promise<MermaidRenderer>,
): Promise<DrawReport> {
  const articles = readdirSync(postsFolder)
    .filter((name) => name.endsWith(".md"))
    .sort()
    .map((name) => path.join(postsFolder, name));
  const report: DrawReport = { drawn: 0, upToDate: 0, removed: [], errors: [] };
  const wanted = new Set<string>();
  let renderer: MermaidRenderer | undefined;
  try {
    for (const article of articles) {
      for (const block of mermaidBlocks(readFileSync(article, "utf8"))) {
        const files = THEMES.map((theme) =>
          path.resolve(postsFolder, mermaidRenderPath(block.source, theme)),
        );
        files.forEach((file) => wanted.add(file));
        if (files.every((file) => existsSync(file))) {
          report.upToDate += 1;
          continue;
        }
        renderer ??= await openRenderer();
        const drawings = [];
        for (const theme of THEMES) drawings.push(await renderer.render(block.source, theme));
        const failure = drawings.find((drawing) => "error" in drawing);
        if (failure !== undefined && "error" in failure) {
          // The fence is on block.line; the diagram's line 1 is the one after it.
          const line = block.line + (failure.line ?? 1);
          const message = failure.error.split("\n").join("\n    ");
          report.errors.push(`${path.relative(process.cwd(), article)}:${line}  ${message}`);
          continue;
        }
        mkdirSync(path.join(postsFolder, MERMAID_RENDER_FOLDER), { recursive: true });
        drawings.forEach((drawing, index) => {
          const file = files[index];
          if (file !== undefined && "svg" in drawing) writeFileSync(file, drawing.svg);
        });
        report.drawn += 1;
      }
    }
  } finally {
    await renderer?.close();
  }
  const folder = path.join(postsFolder, MERMAID_RENDER_FOLDER);
  const stale = existsSync(folder)
    ? readdirSync(folder)
        .filter((name) => name.endsWith(".svg"))
        .map((name) => path.join(folder, name))
        .filter((file) => !wanted.has(file))
    : [];
  // Only when every diagram was read: a render is never removed because of a typo elsewhere.
  if (report.errors.length === 0) {
    for (const file of stale) rmSync(file);
    report.removed = stale;
  }
  return report;
}
