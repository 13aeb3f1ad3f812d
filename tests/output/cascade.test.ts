import { parseHTML } from "linkedom";
import { describe, expect, it } from "vitest";
import { cascadedValue } from "./cascade";

/** The cascade the output tests read a page's CSS by (./cascade.ts), on sheets of its own. */
const element = (html: string) => {
  const found = parseHTML(`<!doctype html><html><body>${html}</body></html>`).document.querySelector("#x");
  if (!found) throw new Error("no #x");
  return found;
};
const LAYERS = "@layer theme, base, components, utilities;";

describe("the output tests' cascade", () => {
  it("lets a utility beat a more specific component rule, and a rule outside the layers beat both", () => {
    const link = element('<div class="status"><a id="x" class="inline-block">all</a></div>');
    const layered = [
      LAYERS,
      "@layer components{.status:not([data-on])>a{display:none}}",
      "@layer utilities{.inline-block{display:inline-block}}",
    ];
    expect(cascadedValue(link, "display", layered)).toBe("inline-block");
    expect(cascadedValue(link, "display", [...layered, ".status a{display:flex}"])).toBe("flex");
    // The layers' order is the order they were first named in, not the order of their rules.
    expect(
      cascadedValue(link, "display", [
        LAYERS,
        "@layer utilities{.inline-block{display:inline-block}}",
        "@layer components{a{display:none}}",
      ]),
    ).toBe("inline-block");
  });

  it("turns the order of layers around for !important", () => {
    const box = element('<p id="x" hidden class="block"></p>');
    const sheets = [
      LAYERS,
      "@layer base{[hidden]{display:none!important}}",
      "@layer utilities{.block{display:block!important}}",
    ];
    expect(cascadedValue(box, "display", sheets)).toBe("none");
    expect(cascadedValue(box, "display", [...sheets, "p{display:grid!important}"])).toBe("none");
  });

  it("decides by specificity, then order, within a layer; :where counts nothing, :is and :not their argument", () => {
    const pre = element('<figure class="code"><pre id="x" class="shiki"></pre></figure>');
    const layer = (rules: string) => [LAYERS, `@layer components{${rules}}`];
    expect(
      cascadedValue(pre, "max-height", layer(".code pre.shiki{max-height:28rem}.code pre{max-height:none}")),
    ).toBe("28rem");
    expect(
      cascadedValue(pre, "max-height", layer(".code pre{max-height:1rem}.code pre{max-height:2rem}")),
    ).toBe("2rem");
    expect(
      cascadedValue(
        pre,
        "max-height",
        layer(":is(.code) .shiki{max-height:1rem}:where(.code) pre.shiki{max-height:2rem}"),
      ),
    ).toBe("1rem");
    expect(
      cascadedValue(
        pre,
        "max-height",
        layer("pre:not(.open.wide){max-height:1rem}.code .shiki{max-height:2rem}"),
      ),
    ).toBe("1rem");
  });

  it("leaves out print, pseudo-elements and states the page at rest is not in", () => {
    const pre = element('<pre id="x" class="shiki"></pre>');
    const sheets = [
      ".shiki{max-height:28rem}",
      "@media print{.shiki{max-height:none}}",
      ".shiki::before{max-height:none}",
      ".shiki:focus-visible{max-height:none}",
      "html:not(.js) .shiki{max-height:none}",
    ];
    expect(cascadedValue(pre, "max-height", sheets)).toBe("none");
    pre.ownerDocument.documentElement.classList.add("js");
    expect(cascadedValue(pre, "max-height", sheets)).toBe("28rem");
    expect(cascadedValue(pre, "min-height", sheets)).toBeUndefined();
  });
});
