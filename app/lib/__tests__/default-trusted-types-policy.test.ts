import { describe, expect, it } from "vitest";
import { defaultPolicyHtml, defaultPolicyScriptUrl } from "../default-trusted-types-policy";
import { THEME_BOOT_SCRIPT } from "../theme";

describe("the Trusted Types default policy", () => {
  it("passes the empty script React DOM creates and the theme's boot script", () => {
    expect(defaultPolicyHtml("<script></script>")).toBe("<script></script>");
    expect(defaultPolicyHtml(THEME_BOOT_SCRIPT)).toBe(THEME_BOOT_SCRIPT);
  });

  it("passes a page's structured data as the same JSON with no markup in it", () => {
    const data = {
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: "A <b>bold</b> title",
    };
    const passed = defaultPolicyHtml(JSON.stringify(data));
    expect(passed).not.toContain("<");
    expect(JSON.parse(passed ?? "")).toEqual(data);
  });

  it("refuses any other string: markup, a script with content, JSON that is not schema.org's", () => {
    for (const value of [
      '<img src="x" onerror="alert(1)">',
      "<script>alert(1)</script>",
      '{"@context":"https://evil.example","x":"<img src=x onerror=alert(1)>"}',
      "not json",
    ]) {
      expect(defaultPolicyHtml(value), value).toBeNull();
    }
  });

  it("passes Pagefind's worker from this site as a script URL, and no other script URL", () => {
    const page = "https://blog.example.com/devblog/post_20250823";
    expect(defaultPolicyScriptUrl("/devblog/pagefind/pagefind-worker.js", page)).toBe(
      "/devblog/pagefind/pagefind-worker.js",
    );
    for (const value of [
      "https://evil.example/pagefind/pagefind-worker.js",
      "/devblog/assets/app.js",
      "/pagefind/pagefind-worker.js?x=1",
      "data:text/javascript,alert(1)",
    ]) {
      expect(defaultPolicyScriptUrl(value, page), value).toBeNull();
    }
  });
});
