import { LLMS_TXT_PATH } from "../../app/lib/paths";
import { TEXT_CONTENT_TYPES } from "../content-types";
import { TRUSTED_TYPES_POLICIES } from "../../app/lib/trusted-html";
import { site } from "../../app/site.config";
import { cspHash } from "./inline-stylesheets";

const REPORT_GROUP = "csp";

/**
 * Where browsers send Content-Security-Policy violation reports; off unless the site config names
 * one. Only a header can report: a `<meta>` policy ignores `report-uri` and `report-to`.
 */
function reportingDirectives(reportUrl: string | undefined): string[] {
  return reportUrl === undefined ? [] : [`report-uri ${reportUrl}`, `report-to ${REPORT_GROUP}`];
}

/**
 * Directives every page shares. The page's `<meta>` carries them (the only policy GitHub Pages
 * can apply), and so does the header, so that a host with a report endpoint hears about their
 * violations too.
 *
 * Trusted Types are among them: a string reaches an HTML sink only through a named policy. The
 * article body goes through `article-html`, the search's excerpts through `search-excerpt`
 * (parsed, never inserted); the `default` policy passes the few strings React DOM, React Router
 * and Pagefind write when they render a `<script>` or start a worker, and nothing else
 * (app/lib/default-trusted-types-policy.ts, docs/security.md).
 */
export const SHARED_DIRECTIVES = [
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "require-trusted-types-for 'script'",
  `trusted-types ${TRUSTED_TYPES_POLICIES.join(" ")}`,
];

/**
 * Stylesheets come from the site itself, and inline `<style>` only by hash (the build inlines
 * each page's CSS, see inline-stylesheets.ts); never 'unsafe-inline'.
 */
export function styleDirective(styleHashes: string[]): string {
  return ["style-src 'self'", ...styleHashes].join(" ");
}

/**
 * What every host sends with every response. The script policy itself is per page (a <meta> with
 * the hashes of that page's inline scripts, written at build time), since React Router inlines
 * page data; the header adds what only a header can say (frame-ancestors, reporting) and repeats
 * the shared directives. It has no `script-src`: without the page's hashes it would block them.
 */
export function securityHeaders(
  reportUrl: string | undefined = site.cspReportUrl,
  styleHashes: string[] = [],
): Record<string, string> {
  const policy = [
    "frame-ancestors 'none'",
    styleDirective(styleHashes),
    ...SHARED_DIRECTIVES,
    ...reportingDirectives(reportUrl),
  ];
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
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
  };
}

/** Files that configure a host and are never pages: hosts answer 404 for them. */
export const HOST_CONFIG_FILES = ["/_headers", "/staticwebapp.config.json"];

/** Vite names everything under assets/ by content hash, so it can be cached for good. */
export const HASHED_ASSETS_PREFIX = "/assets/";
export const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";
export const REVALIDATE_CACHE = "no-cache";

export function cacheControlFor(pathname: string): string {
  return pathname.startsWith(HASHED_ASSETS_PREFIX) ? IMMUTABLE_CACHE : REVALIDATE_CACHE;
}

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;

/** The CSP source expressions for a page's executable inline scripts. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(INLINE_SCRIPT)) {
    // JSON-LD and other data blocks are never executed, so they need no permission.
    if (/type="application\/(ld\+)?json"/.test(attributes)) continue;
    hashes.add(cspHash(body));
  }
  return [...hashes];
}

const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/g;

/** The CSP source expressions for a page's inline stylesheets. */
export function inlineStyleHashes(html: string): string[] {
  return [...new Set([...html.matchAll(INLINE_STYLE)].map(([, body = ""]) => cspHash(body)))];
}

/** The page's policy: its own origin only, plus exactly the inline scripts it carries. */
export function pagePolicy(html: string): string {
  return [
    "default-src 'self'",
    // Pagefind's search runs as WebAssembly; this allows compiling it, not eval.
    `script-src 'self' 'wasm-unsafe-eval' ${inlineScriptHashes(html).join(" ")}`.trim(),
    styleDirective(inlineStyleHashes(html)),
    ...SHARED_DIRECTIVES,
  ].join("; ");
}

const CHARSET_META = /<meta charset="utf-8"\s*\/?>/i;

/**
 * Puts the page's policy first in <head>, right after the charset, before any script it governs.
 * A page without the charset tag would get no policy at all, so that fails the build instead.
 */
export function withPolicyMeta(html: string): string {
  if (!CHARSET_META.test(html)) throw new Error('No <meta charset="utf-8"> to put the CSP after');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${pagePolicy(html)}"/>`;
  return html.replace(CHARSET_META, (charset) => `${charset}${meta}`);
}

/** Netlify and Cloudflare Pages read `_headers`; both serve `404.html` for unknown paths. */
export function netlifyHeaders(styleHashes: string[] = []): string {
  const headers = securityHeaders(undefined, styleHashes);
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
export function azureStaticWebAppConfig(styleHashes: string[] = []): object {
  return {
    routes: [
      // Azure consumes its own config file, but would publish the other hosts' as a page.
      ...HOST_CONFIG_FILES.map((route) => ({ route, statusCode: 404 })),
      { route: `${HASHED_ASSETS_PREFIX}*`, headers: { "Cache-Control": IMMUTABLE_CACHE } },
      { route: "/*", headers: { "Cache-Control": REVALIDATE_CACHE } },
    ],
    responseOverrides: { "404": { rewrite: "/404.html", statusCode: 404 } },
    globalHeaders: securityHeaders(undefined, styleHashes),
    mimeTypes: { ".data": "text/x-script", ...PAGEFIND_MIME_TYPES, ".md": TEXT_CONTENT_TYPES[".md"] },
  };
}
