import { describe, expect, it } from "vitest";
import { UnknownHydrationScriptError, deferHydration } from "../defer-hydration";

const page = `<html><head><link rel="modulepreload" href="/assets/framework-a.js"/><link rel="modulepreload" href="/assets/root-b.js"/></head><body><main>Text</main><script type="module" async="">import "/assets/manifest-c.js";
import * as route0 from "/assets/root-b.js";
import * as route1 from "/assets/blog-list-d.js";
  
  window.__reactRouterRouteModules = {"root":route0,"home":route1};

import("/assets/entry.client-e.js");</script></body></html>`;

describe("deferring hydration until after the first paint", () => {
  const html = deferHydration(page);

  it("removes the preloads from the HTML so nothing competes with the stylesheet", () => {
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('async="">import "');
  });

  it("starts the same preloads and imports one frame after the first paint", () => {
    expect(html).toContain('<script type="module">requestAnimationFrame(()=>setTimeout(async()=>{');
    expect(html).toContain('["/assets/framework-a.js","/assets/root-b.js"]');
    expect(html).toContain(
      'const [,route0,route1]=await Promise.all([import("/assets/manifest-c.js"),import("/assets/root-b.js"),import("/assets/blog-list-d.js")]);',
    );
    expect(html).toContain('window.__reactRouterRouteModules={"root":route0,"home":route1};import("/assets/entry.client-e.js");');
  });

  it("evaluates to a valid module body", () => {
    const body = /<script type="module">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
    expect(() => new Function(`return async () => {${body}}`)).not.toThrow();
  });

  it("leaves pages without a hydration script alone", () => {
    expect(deferHydration("<html><body>Static</body></html>")).toBe("<html><body>Static</body></html>");
  });

  it("refuses a hydration script it does not understand, instead of breaking pages silently", () => {
    expect(() => deferHydration('<script type="module" async="">import x from "/y.js";</script>')).toThrow(
      UnknownHydrationScriptError,
    );
  });
});
