import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { codeThemeStylesheet } from "../stylesheet";

describe("the code stylesheet", () => {
  it("is the committed one, with a rule for every class the highlighter can write", () => {
    const committed = readFileSync(
      new URL("../../../app/lib/markdown/code-theme.css", import.meta.url),
      "utf8",
    );
    // When this fails after a change to the palette, code-theme.ts or Shiki, run `npm run code-theme`.
    expect(committed).toBe(codeThemeStylesheet());
  });
});
