import { describe, expect, it } from "vitest";
import { DEFERRED_MODULE_TYPE, PRELOAD_ATTRIBUTE } from "~/document/names";
import { cspHash } from "../csp.server";
import { finishPage } from "../finish-page.server";
import { UnexpectedPageError } from "../page-tree.server";

const ENTRY = "/assets/entry.client-e.js";
/** React Router's context script, as `<Scripts />` writes it (the stream is the gate's seam). */
const CONTEXT_SCRIPT =
  "window.__reactRouterContext = {};window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());";
/** What the page's stylesheet holds: the page carries it whole. */
const CSS =
  "main{color:red}.prose{margin:0}.unused{color:blue}@media (width>=40rem){.prose{margin:1rem}}:where(.dark,.dark *) .prose{color:white}";

/**
 * A page as React renders it with React Router's `<Links />` and `<Scripts />`, here with a route
 * that has a `clientLoader` (split route modules write it as several imports and a `const`).
 */
function rendered({ scripts = true } = {}): string {
  const routerScripts = scripts
    ? `<link rel="modulepreload" href="/assets/manifest-c.js"/><link rel="modulepreload" href="${ENTRY}"/><script>${CONTEXT_SCRIPT}</script><script type="module" async="">import "/assets/manifest-c.js";
import * as route0 from "/assets/root-b.js";
import * as route1_clientLoader from "/assets/article-client-loader.js";
import * as route1_main from "/assets/article-d.js";
const route1 = {...route1_clientLoader,...route1_main};
  window.__reactRouterRouteModules = {"root":route0,"routes/article":route1};

import("${ENTRY}");</script>`
    : "";
  return `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>x</title><link rel="stylesheet" href="/assets/root-a.css"/><script type="application/ld+json">{"@context":"https://schema.org"}</script></head><body><main class="prose">Text</main><script>gate()</script>${routerScripts}</body></html>`;
}

const finish = (html: string, dev?: Parameters<typeof finishPage>[1]["dev"]) =>
  finishPage(html, { entryModule: ENTRY, readStylesheet: () => Promise.resolve(CSS), dev });

const policyOf = (html: string) =>
  /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? "";

describe("finishing a rendered page", () => {
  it("inlines each stylesheet whole before its link, the link kept for React but never fetched", async () => {
    const html = await finish(rendered());
    expect(html).toContain(`<style>${CSS}</style><link rel="stylesheet" href="/assets/root-a.css" disabled>`);
  });

  it("stops with a named error when React Router's context script no longer creates the stream the gate fills", async () => {
    const moved = rendered().replace("window.__reactRouterContext.streamController = controller", "");
    await expect(finish(moved)).rejects.toThrow(/streamController/);
  });

  it("refuses a stylesheet that would close its <style>", async () => {
    await expect(
      finishPage(rendered(), { entryModule: ENTRY, readStylesheet: () => Promise.resolve("a{}</style>") }),
    ).rejects.toThrow(UnexpectedPageError);
  });

  it("leaves React Router's module inert, its text whole (split route modules too), its preloads on it", async () => {
    const html = await finish(rendered());
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('type="module"');
    expect(html).toContain(
      `<script type="${DEFERRED_MODULE_TYPE}" ${PRELOAD_ATTRIBUTE}='["/assets/manifest-c.js","${ENTRY}"]'>import "/assets/manifest-c.js";`,
    );
    expect(html).toContain("const route1 = {...route1_clientLoader,...route1_main};");
  });

  it("leaves a page without React Router's scripts (Not found) without them", async () => {
    const html = await finish(rendered({ scripts: false }));
    expect(html).not.toContain(DEFERRED_MODULE_TYPE);
  });

  it("allows exactly its own inline scripts and styles by hash, first in <head>, never 'unsafe-inline'", async () => {
    const html = await finish(rendered());
    expect(html).toMatch(
      /^<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy"/,
    );
    const policy = policyOf(html);
    expect(policy).toContain(`style-src 'self' ${cspHash(CSS)};`);
    for (const script of ["gate()", CONTEXT_SCRIPT]) expect(policy).toContain(cspHash(script));
    // The deferred module runs later as an inline module: its text is allowed too.
    expect(policy.match(/'sha256-/g)).toHaveLength(4);
    expect(policy).not.toContain(cspHash('{"@context":"https://schema.org"}'));
    expect(policy).not.toContain("unsafe-inline");
    expect(policy).not.toContain("'unsafe-eval'");
    expect(policy).toContain(
      "require-trusted-types-for 'script'; trusted-types article-html search-excerpt default",
    );
  });

  it("in npm run dev, adds only what Vite's client needs: its WebSocket and a nonce for its styles", async () => {
    const html = await finish(rendered(), { connect: ["ws://localhost:5173"], styleNonce: "abc" });
    const policy = policyOf(html);
    expect(policy).toContain("connect-src 'self' ws://localhost:5173;");
    expect(policy).toContain(`style-src 'self' ${cspHash(CSS)} 'nonce-abc';`);
    expect(html).toContain('<meta property="csp-nonce" nonce="abc">');
    expect(policyOf(await finish(rendered()))).not.toContain("nonce");
  });

  it("fails rather than publish a page without a policy", async () => {
    await expect(finish(rendered().replace('<meta charSet="utf-8"/>', ""))).rejects.toThrow(/charset/);
  });
});
