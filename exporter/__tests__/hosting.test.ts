import { describe, expect, it } from "vitest";
import {
  HOST_CONFIG_FILES,
  azureStaticWebAppConfig,
  netlifyHeaders,
  netlifyRedirects,
  securityHeaders,
} from "../hosts/hosting";
import { contentTypeFor } from "../hosts/content-types";
import { nginxServerBlock } from "../hosts/nginx";

describe("the hosts' security headers", () => {
  it("enforce Trusted Types with the site's policies, reporting nowhere by default", () => {
    const trustedTypes =
      "require-trusted-types-for 'script'; trusted-types article-html search-excerpt default";
    const headers = securityHeaders(undefined);
    expect(headers["Content-Security-Policy"]).toContain(trustedTypes);
    expect(headers["Content-Security-Policy-Report-Only"]).toBeUndefined();
    expect(headers["Reporting-Endpoints"]).toBeUndefined();
    expect(headers["Content-Security-Policy"]).not.toContain("report-");
  });

  it("send violation reports to a configured endpoint", () => {
    const headers = securityHeaders("https://reports.example/csp");
    expect(headers["Reporting-Endpoints"]).toBe('csp="https://reports.example/csp"');
    expect(headers["Content-Security-Policy"]).toContain(
      "report-uri https://reports.example/csp; report-to csp",
    );
  });
});

describe("the host configs", () => {
  const headers = securityHeaders();

  it("send every header from the one list", () => {
    const netlify = netlifyHeaders();
    const nginx = nginxServerBlock({ root: "/srv/site", base: "/" });
    const azure = azureStaticWebAppConfig() as { globalHeaders: Record<string, string> };
    expect(azure.globalHeaders).toEqual(headers);
    for (const [name, value] of Object.entries(headers)) {
      expect(netlify).toContain(`  ${name}: ${value}\n`);
      // Once for pages, for the Markdown twins and for assets: nginx does not inherit headers into
      // a location that sets its own.
      expect(nginx.split(`add_header ${name} "${value}" always;`)).toHaveLength(4);
    }
  });

  it("leave scripts and styles to each page's own hashes, and allow nothing inline themselves", () => {
    const policy = headers["Content-Security-Policy"] ?? "";
    for (const directive of ["default-src", "script-src", "style-src"])
      expect(policy).not.toContain(directive);
    expect(policy).not.toContain("unsafe-inline");
  });

  it("answer React Router's redirect pages with a 301 where the host has rules (all but GitHub Pages)", () => {
    const redirects = [{ from: "/devblog/blog/page/1", to: "/devblog/blog" }];
    expect(netlifyRedirects(redirects)).toBe("/devblog/blog/page/1 /devblog/blog 301\n");
    const azure = azureStaticWebAppConfig(redirects) as { routes: object[] };
    expect(azure.routes[0]).toEqual({
      route: "/devblog/blog/page/1",
      redirect: "/devblog/blog",
      statusCode: 301,
    });
    const nginx = nginxServerBlock({ root: "/srv/site", base: "/devblog", redirects });
    expect(nginx).toContain("location = /devblog/blog/page/1 { return 301 /devblog/blog; }");
    expect(nginx).toContain("location = /devblog/blog/page/1/ { return 301 /devblog/blog; }");
  });

  it("send Cross-Origin-Opener-Policy only when the site config asks for it", () => {
    expect(headers["Cross-Origin-Opener-Policy"]).toBeUndefined();
    expect(securityHeaders(undefined, true)["Cross-Origin-Opener-Policy"]).toBe("same-origin");
  });

  it("nginx answers unknown paths and the other hosts' config files with the Not found page", () => {
    const nginx = nginxServerBlock({ root: "/srv/site", base: "/devblog", listen: "127.0.0.1:8080" });
    expect(nginx).toContain("error_page 404 /devblog/404.html;");
    for (const file of HOST_CONFIG_FILES)
      expect(nginx).toContain(`location = /devblog${file} { return 404; }`);
    expect(nginx).toContain('add_header Cache-Control "public, max-age=31536000, immutable" always;');
  });
});

describe("the Markdown twins and /llms.txt", () => {
  it("are served as UTF-8 text by our server and Azure, whose tables lack the charset or the type", () => {
    expect(contentTypeFor("/post_20240817.md")).toBe("text/markdown; charset=utf-8");
    expect(contentTypeFor("/llms.txt")).toBe("text/plain; charset=utf-8");
    expect(contentTypeFor("/post_20240817")).toBeUndefined();
    const azure = azureStaticWebAppConfig() as { mimeTypes: Record<string, string> };
    expect(azure.mimeTypes[".md"]).toBe("text/markdown; charset=utf-8");
    expect(netlifyHeaders()).toContain("\n/llms.txt\n  Content-Type: text/plain; charset=utf-8\n");
  });

  it("are typed by nginx in a location of their own, under the base path", () => {
    const nginx = nginxServerBlock({ root: "/srv/site", base: "/devblog" });
    expect(nginx).toContain(
      'location ~ ^/devblog/[^/]+\\.md$ {\n    types { }\n    default_type "text/markdown; charset=utf-8";\n    try_files $uri =404;',
    );
  });
});
