import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { publishedContentAssets } from "../../content/assets.server";
import { DIAGRAM_PALETTE } from "../diagram-palette";
import {
  cardColour,
  hasMermaidRenders,
  mermaidAltText,
  mermaidBlocks,
  mermaidConfig,
  mermaidRenderPath,
  mermaidVersion,
} from "../mermaid.server";
import { articleFixture, documentOf } from "./render-fixture";

const SOURCE = "flowchart LR\n  accTitle: Two steps\n  accDescr: A leads to B.\n  A --> B";
const FENCED = `Intro.\n\n\`\`\`mermaid\n${SOURCE}\n\`\`\``;
const svg = (width: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="90"><style>text{fill:#0f172a}</style></svg>`;

/** Both renders of a diagram, at the paths the build looks for (relative to content/posts). */
function renders(source: string): Record<string, string> {
  return { [mermaidRenderPath(source, "light")]: svg(300), [mermaidRenderPath(source, "dark")]: svg(300) };
}

describe("a mermaid block in an article", () => {
  it("shows its light and dark renders, each opening full size, named by its title and description", async () => {
    const html = await articleFixture(FENCED, renders(SOURCE)).html();
    const alt = 'alt="Two steps: A leads to B."';
    expect(html).toMatch(
      new RegExp(
        `<a class="diagram diagram--light" href="/assets/content/([0-9a-f]{16})-light-[0-9a-f]{10}\\.svg"><img src="[^"]+" ${alt} width="300" height="90"[^>]*><span class="diagram__hint">Open full size</span></a>` +
          `<a class="diagram diagram--dark" href="/assets/content/\\1-dark-[0-9a-f]{10}\\.svg" data-pagefind-ignore=""><img src="[^"]+" ${alt} width="300" height="90"`,
      ),
    );
    expect(html).not.toContain("data-dark-src");
    expect(html).not.toContain("flowchart");
  });

  it("is published as its two renders, with no dark twin made from the light one", () => {
    const { postsDirectory } = articleFixture(FENCED, renders(SOURCE));
    const published = publishedContentAssets(path.dirname(postsDirectory)).map((asset) =>
      asset.fileName.replace(/-[0-9a-f]{10}\.svg$/, ""),
    );
    const key = path.basename(mermaidRenderPath(SOURCE, "light"), "-light.svg");
    expect(published.sort()).toEqual([`assets/content/${key}-dark`, `assets/content/${key}-light`]);
  });

  it("is refused at its line when its text has changed since it was drawn", async () => {
    const problems = await articleFixture(FENCED.replace("A --> B", "A --> C"), renders(SOURCE)).problems();
    expect(problems).toEqual([
      expect.objectContaining({
        line: 11,
        message: expect.stringContaining(
          "mermaid diagram has no render for its current text: run npm run diagrams",
        ),
      }),
    ]);
  });

  it("is refused without an accTitle, the text alternative of its image", async () => {
    const bare = "flowchart LR\n  A --> B";
    const problems = await articleFixture(`\`\`\`mermaid\n${bare}\n\`\`\``, renders(bare)).problems();
    expect(problems.map((problem) => problem.message)).toEqual([
      expect.stringContaining(
        "mermaid diagram has no text alternative: add a line `accTitle: what it shows`",
      ),
    ]);
  });
});

describe("two mermaid blocks in a row", () => {
  const OTHER = "flowchart LR\n  accTitle: Three steps\n  A --> B --> C";
  const both = `\`\`\`mermaid\n${SOURCE}\n\`\`\`\n\n\`\`\`mermaid\n${OTHER}\n\`\`\``;

  it("are both shown, the first opening the article", async () => {
    const html = await articleFixture(both, { ...renders(SOURCE), ...renders(OTHER) }).html();
    expect(documentOf(html).querySelectorAll("a.diagram.diagram--light")).toHaveLength(2);
    expect(html).toContain('alt="Three steps"');
    expect(html).not.toContain("mermaid");
  });

  it("are both refused when neither is drawn", async () => {
    const problems = await articleFixture(both).problems();
    expect(problems.map(({ line, message }) => `${line}: ${message.split(":")[0]}`)).toEqual([
      "9: mermaid diagram has no render for its current text",
      "16: mermaid diagram has no render for its current text",
    ]);
  });
});

describe("a mermaid diagram's text alternative", () => {
  it("reads a multi-line accDescr block after the title", () => {
    expect(
      mermaidAltText("graph TD\naccTitle: Flow\naccDescr {\n  First line\n  second line\n}\nA-->B"),
    ).toBe("Flow: First line second line");
  });

  // Mermaid's grammar takes a block from `accDescr {` (space optional) to the first `}`.
  it("reads an accDescr block that opens or closes on a line with text, or on one line", () => {
    expect(mermaidAltText("graph TD\naccTitle: Flow\naccDescr { One line. }\nA-->B")).toBe("Flow: One line.");
    expect(mermaidAltText("graph TD\naccTitle: Flow\naccDescr{ First\n  second }\nA-->B")).toBe(
      "Flow: First second",
    );
  });

  it("reads the block, not a decision node before it whose line also ends in }", () => {
    expect(mermaidAltText("graph TD\naccTitle: Flow\nA{Choice?}\naccDescr {\n  Asks.\n}\nA-->B")).toBe(
      "Flow: Asks.",
    );
  });

  it("takes no block from a line that only mentions accDescr {", () => {
    expect(mermaidAltText('graph TD\naccTitle: Flow\nA["accDescr { x"] --> B\nB --> C}')).toBe("Flow");
  });

  it("prefers the one-line accDescr when both forms are given", () => {
    expect(mermaidAltText("graph TD\naccTitle: Flow\naccDescr: Short.\naccDescr {\n  Long.\n}")).toBe(
      "Flow: Short.",
    );
  });

  it("is the title alone without a description, and no more of the diagram", () => {
    expect(mermaidAltText("graph TD\naccTitle: Flow\nA{Choice} --> B}")).toBe("Flow");
  });

  it("drops one stop or colon closing the title before the description, and no other", () => {
    expect(mermaidAltText("graph TD\naccTitle: Node.js flow.\naccDescr: Steps.")).toBe(
      "Node.js flow: Steps.",
    );
    expect(mermaidAltText("graph TD\naccTitle: Node.js flow.")).toBe("Node.js flow.");
  });

  it("is undefined without a title, or with an empty one, even with a description", () => {
    expect(mermaidAltText("graph TD\naccDescr: Steps.")).toBeUndefined();
    expect(mermaidAltText("graph TD\naccTitle:\naccDescr: Steps.")).toBeUndefined();
  });
});

describe("a mermaid diagram's renders", () => {
  it("of the articles are found under the current names: the theme or Mermaid changing needs a redraw", () => {
    // The one article with a diagram; its renders are committed under content/posts/images/diagrams.
    const file = "content/posts/20250525-postgresql-triggers-and-notify-listen.md";
    const blocks = mermaidBlocks(readFileSync(file, "utf8"));
    expect(blocks.length).toBeGreaterThan(0);
    expect(blocks.filter(({ source }) => !hasMermaidRenders(source, "content/posts"))).toEqual([]);
  });

  it("are missing when only one of the two themes is drawn", () => {
    const { postsDirectory } = articleFixture("Text.", { [mermaidRenderPath(SOURCE, "light")]: svg(300) });
    expect(hasMermaidRenders(SOURCE, postsDirectory)).toBe(false);
  });

  it("keep their name when only blank lines around the diagram's text change", () => {
    expect(mermaidRenderPath(`\n${SOURCE}\n\n`, "dark")).toBe(mermaidRenderPath(SOURCE, "dark"));
    expect(mermaidRenderPath(`${SOURCE}\n  C --> D`, "dark")).not.toBe(mermaidRenderPath(SOURCE, "dark"));
  });

  it("are named for the installed Mermaid's version", () => {
    const installed = JSON.parse(
      readFileSync(createRequire(import.meta.url).resolve("mermaid/package.json"), "utf8"),
    ) as { version: string };
    expect(mermaidVersion()).toBe(installed.version);
  });

  it("come from the mermaid blocks of an article only, each at its fence's line", () => {
    const markdown = "Intro.\n\n```ts\nconst mermaid = 1;\n```\n\n```mermaid\ngraph TD\nA-->B\n```\n";
    expect(mermaidBlocks(markdown)).toEqual([{ source: "graph TD\nA-->B", line: 7 }]);
  });
});

describe("Mermaid's theme for the renders", () => {
  it("is the base theme with SVG text in the site's font, light or dark", () => {
    for (const theme of ["light", "dark"] as const) {
      const config = mermaidConfig(theme);
      expect(config).toMatchObject({
        theme: "base",
        darkMode: theme === "dark",
        htmlLabels: false,
        flowchart: { htmlLabels: false },
        fontFamily: "system-ui, sans-serif",
      });
      expect(config.themeVariables).toMatchObject({
        darkMode: theme === "dark",
        fontFamily: "system-ui, sans-serif",
        fontSize: "14px",
        background: cardColour(theme),
      });
    }
  });

  it("draws on the card colour of the hand-drawn diagrams, in each theme", () => {
    expect(cardColour("light")).toBe("#f8fafc");
    expect(cardColour("dark")).toBe(DIAGRAM_PALETTE["#f8fafc"]?.dark);
  });

  it("uses light palette colours in light, and each one's dark counterpart in dark", () => {
    const light: Record<string, unknown> = mermaidConfig("light").themeVariables;
    const dark: Record<string, unknown> = mermaidConfig("dark").themeVariables;
    const colours = Object.keys(light).filter((key) => String(light[key]).startsWith("#"));
    expect(colours.length).toBeGreaterThan(30);
    expect(colours.filter((key) => DIAGRAM_PALETTE[String(light[key])] === undefined)).toEqual([]);
    expect(
      colours.filter((key) => dark[key] !== DIAGRAM_PALETTE[String(light[key])]?.dark),
      "dark colours that are not their light colour's counterpart",
    ).toEqual([]);
  });
});
