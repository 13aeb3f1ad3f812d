import path from "node:path";
import { describe, expect, it } from "vitest";
import { publishedContentAssets } from "../../content/assets.server";
import { mermaidAltText, mermaidRenderPath } from "../mermaid.server";
import { articleFixture } from "./render-fixture";

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

describe("a mermaid diagram's text alternative", () => {
  it("reads a multi-line accDescr block after the title", () => {
    expect(
      mermaidAltText("graph TD\naccTitle: Flow\naccDescr {\n  First line\n  second line\n}\nA-->B"),
    ).toBe("Flow: First line second line");
  });
});
