import { describe, expect, it } from "vitest";
import { criticalCssInline } from "../critical-css-inline-dev";

const SERVER_BUILD = "\0virtual:react-router/server-build";
const transform = (code: string, id = SERVER_BUILD): unknown => {
  const hook = criticalCssInline().transform;
  if (typeof hook !== "function") throw new Error("no transform hook");
  return (hook as (code: string, id: string) => unknown).call({}, code, id);
};

describe("npm run dev's critical CSS, inline", () => {
  it("keeps React Router's linked critical CSS out of its server build, so the CSS comes as text", () => {
    const generated = `export const entry = {};\nexport const unstable_getCriticalCss = ({ pathname }) => ({ rel: "stylesheet", href: "/@react-router/critical.css?pathname=" + pathname });`;
    const code = String(transform(generated));
    expect(code).not.toContain("export const unstable_getCriticalCss");
    expect(code).toContain("export const entry = {};");
  });

  it("leaves every other module alone", () => {
    expect(transform("export const unstable_getCriticalCss = 1;", "/app/root.tsx")).toBeUndefined();
  });

  it("stops npm run dev when React Router's server build no longer has the export, naming this workaround", () => {
    expect(() => transform("export const entry = {};")).toThrow(/critical-css-inline-dev\.ts/);
  });
});
