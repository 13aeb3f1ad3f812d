import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { htmlRoutes, page, text } from "./built-site";

/**
 * The strict policy, page by page, as files: a policy in every page, no inline style, and exactly
 * the inline scripts it carries allowed by hash. The browser checks (e2e/security.spec.ts) that
 * one page of each kind then runs without a violation.
 */
const routes = htmlRoutes();
const policyOf = (route: string) =>
  page(route).querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute("content") ?? "";

describe("every page's Content-Security-Policy", () => {
  it("is in every page, redirects included, before any script", () => {
    expect(routes.length).toBeGreaterThan(30);
    for (const route of routes) {
      const html = text(route);
      const policyAt = html.indexOf('http-equiv="Content-Security-Policy"');
      expect(policyAt, `${route} has a policy`).toBeGreaterThan(0);
      const firstScript = html.indexOf("<script");
      if (firstScript >= 0)
        expect(policyAt, `${route}: the policy comes before the first script`).toBeLessThan(firstScript);
    }
  });

  it("allows styles from the site only, and no inline style anywhere", () => {
    for (const route of routes) {
      const policy = policyOf(route);
      expect(policy, route).toMatch(/style-src 'self'( 'sha256-[A-Za-z0-9+/=]+')*;/);
      expect(policy, route).not.toContain("unsafe-inline");
      expect(policy, route).not.toMatch(/(^|\s)'unsafe-eval'/);
      expect(page(route).querySelectorAll("[style]").length, `${route}: style attributes`).toBe(0);
    }
  });

  it("allows each page's inline scripts by their hashes, and nothing else inline", () => {
    for (const route of routes) {
      const policy = policyOf(route);
      const inline = [...page(route).querySelectorAll("script:not([src])")].filter(
        (script) => !/^application\/(ld\+)?json$/.test(script.getAttribute("type") ?? ""),
      );
      const scriptSources = /script-src ([^;]*)/.exec(policy)?.[1] ?? "";
      const allowed = [...scriptSources.matchAll(/'(sha256-[A-Za-z0-9+/=]+)'/g)].map((match) => match[1]);
      const needed = inline.map(
        (script) =>
          `sha256-${createHash("sha256")
            .update(script.textContent ?? "")
            .digest("base64")}`,
      );
      expect([...new Set(needed)].sort(), `${route}: the hashes of its inline scripts`).toEqual(
        [...new Set(allowed)].sort(),
      );
    }
  });
});
