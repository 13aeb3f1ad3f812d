import { describe, expect, it } from "vitest";
import {
  HASHED_ASSETS_PREFIX,
  HOST_CONFIG_FILES,
  IMMUTABLE_CACHE,
  REVALIDATE_CACHE,
  azureStaticWebAppConfig,
  cacheControlFor,
  inlineScriptHashes,
  netlifyHeaders,
  pagePolicy,
  securityHeaders,
} from "../passes/hosting";
import { cspHash } from "../passes/inline-stylesheets";

/**
 * The hosts' config files as a whole, and which inline scripts need a hash: hosting.test.ts checks
 * the policy's directives; this checks what each host is told beside them.
 */
describe("the hosts' config files", () => {
  it("Netlify and Cloudflare: every security header for every path, and hashed assets cached for good", () => {
    const headers = securityHeaders(undefined, []);
    expect(netlifyHeaders()).toBe(
      [
        "/*",
        ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
        "",
        "/assets/*",
        "  Cache-Control: public, max-age=31536000, immutable",
        "",
      ].join("\n"),
    );
  });

  it("Azure: the other hosts' files are not found, assets cached for good, pages revalidated", () => {
    expect(azureStaticWebAppConfig()).toEqual({
      routes: [
        { route: "/_headers", statusCode: 404 },
        { route: "/staticwebapp.config.json", statusCode: 404 },
        { route: "/assets/*", headers: { "Cache-Control": "public, max-age=31536000, immutable" } },
        { route: "/*", headers: { "Cache-Control": "no-cache" } },
      ],
      responseOverrides: { "404": { rewrite: "/404.html", statusCode: 404 } },
      globalHeaders: securityHeaders(undefined, []),
      mimeTypes: {
        ".data": "text/x-script",
        ".pagefind": "application/octet-stream",
        ".pf_meta": "application/octet-stream",
        ".pf_index": "application/octet-stream",
        ".pf_fragment": "application/octet-stream",
      },
    });
    expect(HOST_CONFIG_FILES).toEqual(["/_headers", "/staticwebapp.config.json"]);
  });

  it("caches only what is under /assets/ for good", () => {
    expect(HASHED_ASSETS_PREFIX).toBe("/assets/");
    expect(cacheControlFor("/assets/app-1a2b.js")).toBe(IMMUTABLE_CACHE);
    expect(cacheControlFor("/blog/assets/x.js")).toBe(REVALIDATE_CACHE);
    expect(cacheControlFor("/post_20240817")).toBe(REVALIDATE_CACHE);
  });
});

describe("which inline scripts a page's policy allows", () => {
  it("hashes each executable script once, and no JSON or JSON-LD data block", () => {
    const html =
      '<script>a()</script><script type="application/ld+json">{"@type":"x"}</script>' +
      '<script type="application/json">{"b":1}</script><script type="module">a()</script>' +
      '<script src="/x.js"></script><script>a()</script>';
    expect(inlineScriptHashes(html)).toEqual([cspHash("a()")]);
  });

  it("lists every script's hash, space-separated, and defaults to no style hashes", () => {
    const policy = pagePolicy("<script>a()</script><script>b()</script>");
    expect(policy).toContain(`script-src 'self' 'wasm-unsafe-eval' ${cspHash("a()")} ${cspHash("b()")};`);
    expect(securityHeaders(undefined)).toEqual(securityHeaders(undefined, []));
  });

  it("names 'self' and WebAssembly alone, with no trailing space, for a page with no inline script", () => {
    expect(pagePolicy("<p>no scripts</p>")).toContain("script-src 'self' 'wasm-unsafe-eval'; ");
  });
});
