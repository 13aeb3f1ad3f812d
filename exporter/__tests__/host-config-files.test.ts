import { describe, expect, it } from "vitest";
import { SHARED_DIRECTIVES, cspHash, pagePolicy, styleDirective } from "../../app/document/server/csp.server";
import { TEXT_CONTENT_TYPES } from "../hosts/content-types";
import {
  HASHED_ASSETS_PREFIX,
  HOST_CONFIG_FILES,
  IMMUTABLE_CACHE,
  REVALIDATE_CACHE,
  azureStaticWebAppConfig,
  cacheControlFor,
  netlifyHeaders,
  securityHeaders,
} from "../hosts/hosting";

/**
 * The hosts' config files as a whole, and the page policy's script and style lists: hosting.test.ts
 * and finish-page.test.ts check the directives; this checks what each host is told beside them.
 */
describe("the hosts' config files", () => {
  it("Netlify and Cloudflare: every security header for every path, hashed assets cached for good, llms.txt as text", () => {
    const headers = securityHeaders(undefined);
    expect(netlifyHeaders()).toBe(
      [
        "/*",
        ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
        "",
        "/assets/*",
        "  Cache-Control: public, max-age=31536000, immutable",
        "",
        "/llms.txt",
        "  Content-Type: text/plain; charset=utf-8",
        "",
      ].join("\n"),
    );
  });

  it("Azure: the other hosts' files are not found, assets cached for good, pages revalidated", () => {
    expect(azureStaticWebAppConfig()).toEqual({
      routes: [
        { route: "/_headers", statusCode: 404 },
        { route: "/_redirects", statusCode: 404 },
        { route: "/staticwebapp.config.json", statusCode: 404 },
        { route: "/assets/*", headers: { "Cache-Control": "public, max-age=31536000, immutable" } },
        { route: "/*", headers: { "Cache-Control": "no-cache" } },
      ],
      responseOverrides: { "404": { rewrite: "/404.html", statusCode: 404 } },
      globalHeaders: securityHeaders(undefined),
      mimeTypes: {
        ".data": "text/x-script",
        ".pagefind": "application/octet-stream",
        ".pf_meta": "application/octet-stream",
        ".pf_index": "application/octet-stream",
        ".pf_fragment": "application/octet-stream",
        ".md": TEXT_CONTENT_TYPES[".md"],
      },
    });
    expect(HOST_CONFIG_FILES).toEqual(["/_headers", "/_redirects", "/staticwebapp.config.json"]);
  });

  it("caches only what is under /assets/ for good", () => {
    expect(HASHED_ASSETS_PREFIX).toBe("/assets/");
    expect(cacheControlFor("/assets/app-1a2b.js")).toBe(IMMUTABLE_CACHE);
    expect(cacheControlFor("/blog/assets/x.js")).toBe(REVALIDATE_CACHE);
    expect(cacheControlFor("/post_20240817")).toBe(REVALIDATE_CACHE);
  });
});

describe("a page's policy", () => {
  it("lists each inline script's and style's hash once, space-separated, after 'self'", () => {
    const directives = pagePolicy({ scripts: ["a()", "b()", "a()"], styles: ["p{}", "p{}"] }).split("; ");
    expect(directives.slice(0, 3)).toEqual([
      "default-src 'self'",
      `script-src 'self' 'wasm-unsafe-eval' ${cspHash("a()")} ${cspHash("b()")}`,
      `style-src 'self' ${cspHash("p{}")}`,
    ]);
    expect(directives.slice(3)).toEqual(SHARED_DIRECTIVES);
  });

  it("names 'self' and WebAssembly alone for a page with no inline script or style", () => {
    expect(pagePolicy({ scripts: [], styles: [] })).toContain(
      "script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; ",
    );
    expect(styleDirective([])).toBe("style-src 'self'");
  });
});
