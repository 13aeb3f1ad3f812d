import { createRequire } from "node:module";
import { chromium, type Browser, type Page } from "@playwright/test";
import type { Mermaid } from "mermaid";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../chromium";
import { cardColour, mermaidConfig, type Theme } from "../../app/lib/markdown/mermaid.server";

/** Room around the drawing on its card, and the card's corners, as in the hand-drawn diagrams. */
const PADDING = 16;
const CORNER = 16;

export type Drawing = { svg: string } | { error: string; line: number | undefined };

export interface MermaidRenderer {
  render(source: string, theme: Theme): Promise<Drawing>;
  close(): Promise<void>;
}

/** "Parse error on line 3:" → 3, the line inside the diagram. */
export function errorLine(message: string): number | undefined {
  const match = /\bon line (\d+)/.exec(message);
  return match?.[1] === undefined ? undefined : Number(match[1]);
}

/**
 * Mermaid from node_modules in the system Chromium (nothing is fetched): one page for every
 * diagram, each drawn once per theme with the palette's colours, then set on the site's card with
 * an intrinsic size, and written as well-formed XML for an <img>.
 */
export async function openMermaidRenderer(): Promise<MermaidRenderer> {
  const browser: Browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const page: Page = await browser.newPage();
  await page.setContent("<!doctype html><title>diagrams</title><body></body>");
  await page.addScriptTag({ path: createRequire(import.meta.url).resolve("mermaid/dist/mermaid.min.js") });
  return {
    async render(source, theme) {
      const drawing = await page.evaluate(drawInPage, {
        source,
        // Each file is its own document: one id for all keeps a render the same however often it is drawn.
        id: "diagram",
        config: mermaidConfig(theme),
        card: cardColour(theme),
        padding: PADDING,
        corner: CORNER,
      });
      return "error" in drawing ? { error: drawing.error, line: errorLine(drawing.error) } : drawing;
    },
    close: () => browser.close(),
  };
}

interface DrawRequest {
  source: string;
  id: string;
  config: ReturnType<typeof mermaidConfig>;
  card: string;
  padding: number;
  corner: number;
}

/** Runs in the page (Playwright sends its source): no closures over this module, no helpers. */
async function drawInPage(request: DrawRequest): Promise<{ svg: string } | { error: string }> {
  const mermaid = (globalThis as unknown as { mermaid: Mermaid }).mermaid;
  mermaid.initialize({ startOnLoad: false, securityLevel: "strict", ...request.config } as Parameters<
    Mermaid["initialize"]
  >[0]);
  try {
    await mermaid.parse(request.source);
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
  const { svg } = await mermaid.render(request.id, request.source);
  const holder = document.createElement("div");
  holder.innerHTML = svg;
  const root = holder.querySelector("svg");
  if (root === null) return { error: "Mermaid drew no <svg>" };
  const [x = 0, y = 0, width = 0, height = 0] = (root.getAttribute("viewBox") ?? "").split(/\s+/).map(Number);
  const box = {
    x: x - request.padding,
    y: y - request.padding,
    width: Math.ceil(width + 2 * request.padding),
    height: Math.ceil(height + 2 * request.padding),
  };
  root.setAttribute("viewBox", `${box.x} ${box.y} ${box.width} ${box.height}`);
  root.setAttribute("width", String(box.width));
  root.setAttribute("height", String(box.height));
  // Mermaid sizes the drawing to its container with max-width; an <img> takes the intrinsic size.
  root.removeAttribute("style");
  const card = document.createElementNS("http://www.w3.org/2000/svg", "rect");
  for (const [name, value] of Object.entries({ ...box, rx: request.corner, fill: request.card })) {
    card.setAttribute(name, String(value));
  }
  // After the title, description and style, before anything drawn.
  const firstDrawn = [...root.children].find((child) => !["title", "desc", "style"].includes(child.tagName));
  root.insertBefore(card, firstDrawn ?? null);
  return { svg: `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(root)}\n` };
}
