import type { Page } from "@playwright/test";
import { parseHTML } from "linkedom";
import { DEFERRED_MODULE_TYPE, HYDRATION_DATA_ATTRIBUTE, PRELOAD_ATTRIBUTE } from "../app/document/names";
import { expect, test } from "./fixtures";
import { posts } from "./site-routes";

// One page of each kind: the policy of every page, as a file, is checked by tests/output/security.test.ts.
const ROUTES = ["/blog", "/profile", "/post_20250726", "/no-such-page"];

/** Reports every CSP and Trusted Types violation as a console error, which the fixture fails on. */
async function reportViolations(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
}

test.describe("the strict policy", () => {
  for (const route of ROUTES) {
    test(`${route} switches theme with no policy violation, before and after hydrating`, async ({ page }) => {
      await reportViolations(page);
      await page.goto(`.${route}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeAttached();
      const policy = page.locator('meta[http-equiv="Content-Security-Policy"]');
      // The page's own CSS is inline, allowed by hash (app/document/server/inline-stylesheets.server.ts).
      await expect(policy).toHaveAttribute("content", /style-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
      await expect(policy).not.toHaveAttribute("content", /unsafe-inline/);
      // Styles come from the hashed stylesheets only: a style attribute would need 'unsafe-inline'.
      await expect(page.locator("[style]")).toHaveCount(0);
      await page.getByRole("button", { name: "Switch to dark theme" }).click();
      await expect(page.locator("html")).toHaveClass(/dark/);
      await expect(page.locator("[style]")).toHaveCount(0);
    });
  }

  test("articles hydrate and navigate in the app under enforced Trusted Types", async ({
    page,
    pageProblems,
  }) => {
    const violations: string[] = [];
    await page.exposeFunction("reportViolation", (sample: string) => violations.push(sample));
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        if (event.effectiveDirective !== "require-trusted-types-for") return;
        (window as unknown as { reportViolation: (sample: string) => void }).reportViolation(
          `${event.disposition} ${event.violatedDirective} ${event.sample}`,
        );
      });
    });
    const [first, second, third] = posts;
    if (!first || !second || !third) throw new Error("needs three articles");
    await page.goto(`.${first.route}`);
    expect(await page.evaluate(() => window.trustedTypes?.defaultPolicy?.name)).toBe("default");
    await page.goto("./");
    await page.getByRole("heading", { level: 2, name: first.title }).getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(first.title);
    // From article to article the body is replaced through the article-html policy, and the
    // JSON-LD <script> is rendered again (through the default policy).
    await page.getByRole("link", { name: `Previous article ${second.title}` }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(second.title);
    await page.getByRole("link", { name: `Previous article ${third.title}` }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(third.title);
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(second.title);
    await expect(page.locator("article p").first()).not.toBeEmpty();
    const structuredData = page.locator('script[type="application/ld+json"]');
    expect(JSON.parse((await structuredData.first().textContent()) ?? "")).toMatchObject({
      headline: second.title,
    });
    expect(violations).toEqual([]);
    // Anything else that writes a string to innerHTML is refused, with a violation.
    const refused = await page.evaluate(() => {
      try {
        document.body.insertAdjacentHTML("beforeend", "<img src=x>");
        return false;
      } catch {
        return true;
      }
    });
    expect(refused).toBe(true);
    // The browser logs that refusal (once for each of the two policies, the page's and the
    // header's); it is the only problem expected here.
    const kept = pageProblems.filter((problem) => !problem.includes("'default' policy failed to execute"));
    expect(kept.length).toBeLessThan(pageProblems.length);
    pageProblems.splice(0, pageProblems.length, ...kept);
  });
});

test.describe("the host's headers", () => {
  test("include HSTS, a resource policy and a permissions policy without FLoC", async ({ request }) => {
    const headers = (await request.get("./")).headers();
    expect(headers["strict-transport-security"]).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
    expect(headers["cross-origin-resource-policy"]).toBe("same-origin");
    expect(headers["permissions-policy"]).not.toContain("interest-cohort");
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["content-security-policy"]).not.toContain("unsafe-inline");
    expect(headers["content-security-policy"]).toContain(
      "require-trusted-types-for 'script'; trusted-types article-html search-excerpt default",
    );
    expect(headers["content-security-policy-report-only"]).toBeUndefined();
  });

  for (const file of ["_headers", "staticwebapp.config.json"]) {
    test(`the host config ${file} is not served`, async ({ request }) => {
      const response = await request.get(`./${file}`);
      expect(response.status()).toBe(404);
      expect(await response.text()).toContain("Page not found");
    });
  }
});

test.describe("hosting", () => {
  test("pages are served with the security headers and without caching; hashed assets forever", async ({
    request,
  }) => {
    const response = await request.get("./");
    const headers = response.headers();
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
    expect(headers["cache-control"]).toBe("no-cache");
    // The page's scripts and its hydration data, loaded when the visitor shows intent.
    const { document } = parseHTML(await response.text());
    const deferred = document.querySelector(`script[type="${DEFERRED_MODULE_TYPE}"]`);
    const preloads = JSON.parse(deferred?.getAttribute(PRELOAD_ATTRIBUTE) ?? "[]") as string[];
    const assets = [
      preloads.find((url) => url.endsWith(".js")),
      deferred?.getAttribute(HYDRATION_DATA_ATTRIBUTE) ?? undefined,
    ];
    for (const asset of assets) {
      expect(asset, "an asset the page loads").toBeDefined();
      const answer = await request.get(asset ?? "");
      expect(answer.status(), asset).toBe(200);
      expect(answer.headers()["cache-control"], asset).toBe("public, max-age=31536000, immutable");
    }
  });
});
