import { createHash } from "node:crypto";

/**
 * What every host sends with every response. The script policy itself is per page (a <meta> with
 * the hashes of that page's inline scripts, written at build time), since React Router inlines
 * page data; this header adds what only a header can say, such as frame-ancestors.
 */
export const SECURITY_HEADERS: Record<string, string> = {
  "Content-Security-Policy": "frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self'",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  "Cross-Origin-Opener-Policy": "same-origin",
};

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
    hashes.add(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
  }
  return [...hashes];
}

/** The page's policy: its own origin only, plus exactly the inline scripts it carries. */
export function pagePolicy(html: string): string {
  return [
    "default-src 'self'",
    // Pagefind's search runs as WebAssembly; this allows compiling it, not eval.
    `script-src 'self' 'wasm-unsafe-eval' ${inlineScriptHashes(html).join(" ")}`.trim(),
    // Highlighted code colours tokens with style attributes, which only 'unsafe-inline' allows.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join("; ");
}

/** Puts the page's policy first in <head>, before any script it governs. */
export function withPolicyMeta(html: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${pagePolicy(html)}"/>`;
  return html.replace(/<meta charSet="utf-8"\/>/i, (charset) => `${charset}${meta}`);
}

/** Netlify and Cloudflare Pages read `_headers`; both serve `404.html` for unknown paths. */
export function netlifyHeaders(): string {
  const lines = ["/*", ...Object.entries(SECURITY_HEADERS).map(([name, value]) => `  ${name}: ${value}`)];
  // HTML keeps the hosts' default (revalidate every time); only hashed assets are cached for good.
  lines.push("", `${HASHED_ASSETS_PREFIX}*`, `  Cache-Control: ${IMMUTABLE_CACHE}`);
  return `${lines.join("\n")}\n`;
}

/** Azure serves no file type it does not know; these are the search index's (see search-index.ts). */
const PAGEFIND_MIME_TYPES = Object.fromEntries(
  [".pagefind", ".pf_meta", ".pf_index", ".pf_fragment"].map((extension) => [extension, "application/octet-stream"]),
);

/** Azure Static Web Apps; it reads the file from the published folder. */
export function azureStaticWebAppConfig(): object {
  return {
    routes: [
      { route: `${HASHED_ASSETS_PREFIX}*`, headers: { "Cache-Control": IMMUTABLE_CACHE } },
      { route: "/*", headers: { "Cache-Control": REVALIDATE_CACHE } },
    ],
    responseOverrides: { "404": { rewrite: "/404.html", statusCode: 404 } },
    globalHeaders: SECURITY_HEADERS,
    mimeTypes: { ".data": "text/x-script", ...PAGEFIND_MIME_TYPES },
  };
}
