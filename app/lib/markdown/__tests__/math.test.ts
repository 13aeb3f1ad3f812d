import { describe, expect, it } from "vitest";
import { articleFixture } from "./render-fixture";

describe("math in an article", () => {
  it("renders $…$ as inline MathML, with no style attribute, script or stylesheet", async () => {
    const html = await articleFixture("Square it: $x^2$.").html();
    expect(html).toContain('<span class="math-inline"><math><msup><mi>x</mi><mn class="tml-sml-pad">2</mn>');
    expect(html).not.toMatch(/\sstyle=|<script|<link/);
  });

  it("renders $$…$$ as display MathML in a box the keyboard can scroll sideways", async () => {
    const html = await articleFixture("$$\n\\frac{a}{b}\n$$").html();
    expect(html).toMatch(
      /^<div class="math-display" tabindex="0" role="group" aria-label="Formula"><math display="block" class="tml-display"><mfrac><mi>a<\/mi><mi>b<\/mi><\/mfrac><\/math><\/div>$/,
    );
  });

  it("names the file's line of a formula that is not valid TeX", async () => {
    const problems = await articleFixture("Fine.\n\nBroken: $\\frac{a}{$ here.").problems();
    expect(problems).toEqual([
      expect.objectContaining({
        file: expect.stringMatching(/post\.md$/),
        line: 11,
        message: expect.stringMatching(
          /^formula \$\\frac\{a\}\{\$ is not valid TeX: Unexpected end of input/,
        ),
      }),
    ]);
  });

  it("names a display formula with its $$ and only temml's reason, not the excerpt it points into", async () => {
    const problems = await articleFixture("$$\n\\foo\n$$").problems();
    expect(problems.map((problem) => problem.message)).toEqual([
      "formula $$\\foo$$ is not valid TeX: Unsupported function name: \\foo",
    ]);
  });

  it("refuses a formula that needs an inline style the CSP would block", async () => {
    const problems = await articleFixture("$$\n\\textcolor{red}{x}\n$$").problems();
    expect(problems.map((problem) => problem.message)).toEqual([
      expect.stringContaining("needs inline styles, which the page's Content-Security-Policy blocks"),
    ]);
  });
});
