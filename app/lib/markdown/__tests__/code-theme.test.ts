import { describe, expect, it } from "vitest";
import { codeClassName, codeClassTransformer } from "../code-theme";

describe("a code token's class", () => {
  it("is s, the colour's letter and the font style's digit; sh for the block", () => {
    expect(codeClassName({ color: "var(--shiki-token-keyword)" })).toBe("sk");
    expect(codeClassName({ color: "var(--shiki-token-comment)", "font-style": "italic" })).toBe("sm1");
    expect(codeClassName({ "font-weight": "bold" })).toBe("s2");
    expect(
      codeClassName({ "background-color": "var(--shiki-background)", color: "var(--shiki-foreground)" }),
    ).toBe("sh");
  });

  it("is long, and unknown to the stylesheet, for a style outside the theme", () => {
    const name = codeClassName({ color: "#ff0000" });
    expect(name).toBe("s-color--ff0000");
    expect(codeClassTransformer().known.has(name)).toBe(false);
  });

  it("names every style the theme can produce differently", () => {
    const { registry } = codeClassTransformer();
    const styles = [...registry.values()].map((style) => JSON.stringify(style));
    expect(new Set(styles).size).toBe(registry.size);
    expect([...registry.keys()].every((name) => /^s[a-z]?\d?$|^sh$/.test(name))).toBe(true);
  });
});
