import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { article, contentFolder } from "../../../tests/content-fixture";
import { mermaidRenderPath } from "../../../app/lib/markdown/mermaid.server";
import { drawDiagrams } from "../draw";
import { openMermaidRenderer, type MermaidRenderer } from "../render-mermaid";

const GOOD = "flowchart LR\n  accTitle: Two steps\n  A --> B";
const BROKEN = "flowchart LR\n  A --> B\n  B -->> [[[ C";

/** Draws `<svg>` for any text but one that says "[[[", which it refuses on the diagram's line 3. */
function fakeRenderer(drawn: string[]): () => Promise<MermaidRenderer> {
  return async () => ({
    render: async (source, theme) => {
      if (source.includes("[[[")) return { error: "Parse error on line 3:\nExpecting 'AMP'", line: 3 };
      drawn.push(`${theme}:${source.split("\n")[0]}`);
      return { svg: `<svg data-theme="${theme}"/>` };
    },
    close: async () => {},
  });
}

const fence = (source: string) => `\`\`\`mermaid\n${source}\n\`\`\``;

describe("npm run diagrams", () => {
  it("draws each diagram without a render in both themes, beside the articles, and leaves drawn ones alone", async () => {
    const posts = path.join(contentFolder({ "a.md": article({ body: fence(GOOD) }) }), "posts");
    const drawn: string[] = [];
    expect(await drawDiagrams(posts, fakeRenderer(drawn))).toMatchObject({
      drawn: 1,
      upToDate: 0,
      errors: [],
    });
    expect(drawn).toEqual(["light:flowchart LR", "dark:flowchart LR"]);
    expect(readFileSync(path.resolve(posts, mermaidRenderPath(GOOD, "dark")), "utf8")).toBe(
      '<svg data-theme="dark"/>',
    );
    expect(await drawDiagrams(posts, fakeRenderer(drawn))).toMatchObject({ drawn: 0, upToDate: 1 });
    expect(drawn).toHaveLength(2);
  });

  it("names the article's line of a syntax error and draws nothing for it", async () => {
    const posts = path.join(
      contentFolder({ "b.md": article({ body: `Text.\n\n${fence(BROKEN)}` }) }),
      "posts",
    );
    const report = await drawDiagrams(posts, fakeRenderer([]));
    // The body starts on line 9, the fence on line 11, the diagram's line 3 on line 14.
    expect(report.errors).toEqual([expect.stringMatching(/b\.md:14 {2}Parse error on line 3:/)]);
    expect(existsSync(path.resolve(posts, mermaidRenderPath(BROKEN, "light")))).toBe(false);
  });

  it("removes renders that no article shows any more", async () => {
    const posts = path.join(contentFolder({ "a.md": article({ body: fence(GOOD) }) }), "posts");
    mkdirSync(path.join(posts, "images/diagrams"), { recursive: true });
    writeFileSync(path.join(posts, "images/diagrams/0123456789abcdef-light.svg"), "<svg/>");
    const report = await drawDiagrams(posts, fakeRenderer([]));
    expect(report.removed.map((file) => path.basename(file))).toEqual(["0123456789abcdef-light.svg"]);
    expect(readdirSync(path.join(posts, "images/diagrams")).sort()).toEqual(
      [mermaidRenderPath(GOOD, "dark"), mermaidRenderPath(GOOD, "light")].map((file) => path.basename(file)),
    );
  });
});

// Mermaid itself in the system Chromium: a few seconds, most of it loading Mermaid's 5 MB script.
describe("drawing with Mermaid in Chromium", { timeout: 15_000 }, () => {
  it("writes a sized SVG on the palette's card, text as SVG text, and finds a syntax error's line", async () => {
    const renderer = await openMermaidRenderer();
    try {
      const dark = await renderer.render(GOOD, "dark");
      const broken = await renderer.render(BROKEN, "light");
      expect("svg" in dark && dark.svg).toMatch(/^<\?xml[^>]*>\n<svg [^>]*width="\d+"[^>]*height="\d+"/);
      const svg = "svg" in dark ? dark.svg : "";
      expect(svg).toContain('<title id="chart-title-diagram">Two steps</title>');
      expect(svg).toContain('rx="16" fill="#0f172a"');
      expect(svg).not.toMatch(/foreignObject|https?:\/\/(?!www\.w3\.org)/);
      expect(broken).toMatchObject({ line: 3, error: expect.stringContaining("Parse error on line 3") });
    } finally {
      await renderer.close();
    }
  });
});
