import { SHARED_DIRECTIVES } from "../../app/document/server/csp.server";
import { LLMS_TXT_PATH } from "../../app/lib/urls/paths";
import { TEXT_CONTENT_TYPES } from "./content-types";
import { site } from "../../app/site.config";

const REPORT_GROUP = "csp";

/**
 * What every host sends with every response. The script and style policy is per page (a <meta>
 * with the hashes of that page's own inline scripts and of its CSS, cut to what it uses, written
 * by the server entry, app/document/server/); the header adds what only a header can say
 * (frame-ancestors, reporting) and repeats the shared directives. It has neither `script-src` nor
 * `style-src`, nor `default-src`, which would stand in for them: one header for every page cannot
 * list every page's hashes, and without them it would block them. Both policies apply, so each
 * page stays held to its own hashes.
 */
export function securityHeaders(
  reportUrl: string | undefined = site.cspReportUrl,
  crossOriginOpenerPolicy: boolean = site.crossOriginOpenerPolicy,
): Record<string, string> {
  // Where browsers send violation reports; off unless the site config names one. Only a header
  // can report: a `<meta>` policy ignores `report-uri` and `report-to`.
  const reporting = reportUrl === undefined ? [] : [`report-uri ${reportUrl}`, `report-to ${REPORT_GROUP}`];
  const policy = ["frame-ancestors 'none'", ...SHARED_DIRECTIVES, ...reporting];
  return {
    "Content-Security-Policy": policy.join("; "),
    ...(reportUrl === undefined ? {} : { "Reporting-Endpoints": `${REPORT_GROUP}="${reportUrl}"` }),
    // Two years, the minimum the preload list asks for; `preload` itself is left to the owner (see
    // docs/security.md), since leaving the list takes months.
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    // Opt-in (docs/security.md): it isolates the site from windows it opens or that open it,
    // which a read-only site with no cross-window state does not need, and Lighthouse (and
    // PageSpeed Insights) then measure every page in a cold renderer process.
    ...(crossOriginOpenerPolicy ? { "Cross-Origin-Opener-Policy": "same-origin" } : {}),
    "Cross-Origin-Resource-Policy": "same-origin",
  };
}

/** Files that configure a host and are never pages: hosts answer 404 for them. */
export const HOST_CONFIG_FILES = ["/_headers", "/_redirects", "/staticwebapp.config.json"];

/** Vite names everything under assets/ by content hash, so it can be cached for good. */
export const HASHED_ASSETS_PREFIX = "/assets/";
export const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";
export const REVALIDATE_CACHE = "no-cache";

export function cacheControlFor(pathname: string): string {
  return pathname.startsWith(HASHED_ASSETS_PREFIX) ? IMMUTABLE_CACHE : REVALIDATE_CACHE;
}

/** A redirect the hosts answer themselves (301), where they have rules for it. */
export type Redirect = Record<"from" | "to", string>;

/** Netlify and Cloudflare Pages read `_redirects`: each of React Router's redirect pages, as a 301. */
export function netlifyRedirects(redirects: readonly Redirect[]): string {
  return redirects.map(({ from, to }) => `${from} ${to} 301\n`).join("");
}

/** Netlify and Cloudflare Pages read `_headers`; both serve `404.html` for unknown paths. */
export function netlifyHeaders(): string {
  const headers = securityHeaders(undefined);
  const lines = ["/*", ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)];
  // HTML keeps the hosts' default (revalidate every time); only hashed assets are cached for good.
  lines.push("", `${HASHED_ASSETS_PREFIX}*`, `  Cache-Control: ${IMMUTABLE_CACHE}`);
  // Netlify matches `*` only as a whole path segment, so `/*.md` cannot name the twins; both hosts
  // serve `.md` as text/markdown by their own table. /llms.txt is one file, named here.
  lines.push("", LLMS_TXT_PATH, `  Content-Type: ${TEXT_CONTENT_TYPES[".txt"]}`);
  return `${lines.join("\n")}\n`;
}

/** Azure serves no file type it does not know; these are the search index's (see search-index.ts). */
const PAGEFIND_MIME_TYPES = Object.fromEntries(
  [".pagefind", ".pf_meta", ".pf_index", ".pf_fragment"].map((extension) => [
    extension,
    "application/octet-stream",
  ]),
);

/** Azure Static Web Apps; it reads the file from the published folder. */
export function azureStaticWebAppConfig(redirects: readonly Redirect[] = []): object {
  return {
    routes: [
      ...redirects.map(({ from, to }) => ({ route: from, redirect: to, statusCode: 301 })),
      // Azure consumes its own config file, but would publish the other hosts' as a page.
      ...HOST_CONFIG_FILES.map((route) => ({ route, statusCode: 404 })),
      { route: `${HASHED_ASSETS_PREFIX}*`, headers: { "Cache-Control": IMMUTABLE_CACHE } },
      { route: "/*", headers: { "Cache-Control": REVALIDATE_CACHE } },
    ],
    responseOverrides: { "404": { rewrite: "/404.html", statusCode: 404 } },
    globalHeaders: securityHeaders(undefined),
    mimeTypes: { ".data": "text/x-script", ...PAGEFIND_MIME_TYPES, ".md": TEXT_CONTENT_TYPES[".md"] },
  };
}
