import { afterEach, describe, expect, it } from "vitest";
import { inlineScript } from "../inline-script";

const scope = globalThis as { seen?: unknown };

describe("browser code serialised into the page", () => {
  afterEach(() => {
    delete scope.seen;
  });

  it("calls the function once with its arguments, functions passed by their source", () => {
    const text = inlineScript(
      (value: { n: number }, double: (n: number) => number) => {
        (globalThis as { seen?: unknown }).seen = double(value.n);
      },
      { n: 21 },
      (n: number) => n * 2,
    );
    new Function(text)();
    expect(scope.seen).toBe(42);
  });

  it("cannot close the script element it stands in, and the value arrives whole", () => {
    const text = inlineScript((value: string) => {
      (globalThis as { seen?: unknown }).seen = value;
    }, "</script><script>alert(1)</script>");
    expect(text).not.toContain("</script>");
    new Function(text)();
    expect(scope.seen).toBe("</script><script>alert(1)</script>");
  });
});
