import type { Element, ElementContent } from "hast";
import { fromHtml } from "hast-util-from-html";
import { select } from "hast-util-select";
import type { Root } from "mdast";
import type { InlineMath, Math } from "mdast-util-math";
import temml from "temml";
import { visit } from "unist-util-visit";
import type { Report } from "./report";

/** What temml says is wrong with a formula, without the underlined excerpt it appends. */
function reason(error: unknown): string {
  // Temml's ParseError is not an Error, but it carries a message.
  const message =
    typeof error === "object" && error !== null && "message" in error ? String(error.message) : String(error);
  return message.split(/ at (?:position \d+|end of input)/)[0]?.trim() ?? message;
}

/**
 * The MathML of one formula as a hast element. Temml writes `display: block math` on display
 * formulas as a `style` attribute; that is the browser's own style for `<math display="block">`,
 * so it is dropped rather than blocked by the CSP.
 */
function mathElement(tex: string, display: boolean): Element {
  const markup = temml.renderToString(tex, { displayMode: display, throwOnError: true });
  const [math] = fromHtml(markup, { fragment: true }).children;
  if (math?.type !== "element") throw new Error("temml returned no <math> element");
  delete math.properties.style;
  return math;
}

/**
 * Turns remark-math's `$…$` and `$$…$$` into MathML at build time: no script, no font, no
 * stylesheet. A display formula sits in a focusable box that scrolls sideways on a narrow
 * screen. A formula temml cannot read, or one that needs inline styles (`\color`), is reported
 * with its line.
 */
export function remarkMathml({ report }: { report: Report }) {
  return (tree: Root) => {
    visit(tree, ["math", "inlineMath"], (node) => {
      const formula = node as Math | InlineMath;
      const display = formula.type === "math";
      const shown = display ? `$$${formula.value}$$` : `$${formula.value}$`;
      let math: Element;
      try {
        math = mathElement(formula.value, display);
      } catch (error) {
        report(formula, `formula ${shown} is not valid TeX: ${reason(error)}`);
        return;
      }
      // A `style` attribute, which the page's CSP would block.
      if (select("[style]", math)) {
        report(
          formula,
          `formula ${shown} needs inline styles, which the page's Content-Security-Policy blocks: leave out \\color, \\textcolor and \\style`,
        );
        return;
      }
      const children: ElementContent[] = [math];
      formula.data = display
        ? // Like a wide table: a stop for the keyboard to scroll it by, named for screen readers.
          {
            hName: "div",
            hProperties: { className: ["math-display"], tabIndex: 0, role: "group", ariaLabel: "Formula" },
            hChildren: children,
          }
        : { hName: "span", hProperties: { className: ["math-inline"] }, hChildren: children };
    });
  };
}
