import { describe, expect, it } from "vitest";
import { articleFixture } from "./render-fixture";

describe("the features a compiled body declares, for its stylesheets", () => {
  it("names none for text, code and headings alone: the article's own stylesheet covers them", async () => {
    const body = "## A section\n\nSome *text*.\n\n```ts\nconst a = 1;\n```\n";
    expect(await articleFixture(body).features()).toEqual([]);
  });

  it("names a table, a formula, a callout and footnotes, each once, in a fixed order", async () => {
    const body = [
      "| a | b |\n| - | - |\n| 1 | 2 |",
      "$$\nx^2\n$$",
      "> [!NOTE]\n> A note.",
      "A claim.[^1] Again.[^1]\n\n[^1]: The source.",
      "| c |\n| - |\n| 3 |",
    ].join("\n\n");
    expect(await articleFixture(body).features()).toEqual(["alert", "footnotes", "math", "table"]);
  });
});
