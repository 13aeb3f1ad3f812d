import { createHash } from "node:crypto";
import { TRUSTED_TYPES_POLICIES } from "../../lib/trusted-html";
import type { inlineCode } from "./page-tree.server";

/** A CSP source expression for exactly this text (the content of a `<style>` or `<script>`). */
export function cspHash(text: string): string {
  return `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
}

/**
 * Directives every page shares. The page's `<meta>` carries them (the only policy GitHub Pages
 * can apply), and so does the hosts' header, so that a host with a report endpoint hears about
 * their violations too.
 *
 * Trusted Types are among them: a string reaches an HTML sink only through a named policy
 * (app/lib/trusted-html.ts, docs/security.md).
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
 * Stylesheets come from the site itself, and inline `<style>` only by hash (each page's CSS is
 * inline, see inline-stylesheets.ts); never 'unsafe-inline'.
 */
export function styleDirective(styleHashes: readonly string[]): string {
  return ["style-src 'self'", ...styleHashes].join(" ");
}

/**
 * What `npm run dev` adds for Vite's own client, and nothing else: its WebSocket, and a nonce for
 * the `<style>` elements it injects (it reads the nonce from `<meta property="csp-nonce">`).
 */
export interface DevAllowances {
  connect: readonly string[];
  styleNonce: string;
}

const unique = (texts: readonly string[]): string[] => [...new Set(texts.map(cspHash))];

/** The page's policy: its own origin only, plus exactly the inline code it carries. */
export function pagePolicy({ scripts, styles }: ReturnType<typeof inlineCode>, dev?: DevAllowances): string {
  return [
    "default-src 'self'",
    // Pagefind's search runs as WebAssembly; this allows compiling it, not eval.
    ["script-src 'self' 'wasm-unsafe-eval'", ...unique(scripts)].join(" "),
    styleDirective([...unique(styles), ...(dev ? [`'nonce-${dev.styleNonce}'`] : [])]),
    ...SHARED_DIRECTIVES.map((directive) =>
      dev && directive.startsWith("connect-src ") ? [directive, ...dev.connect].join(" ") : directive,
    ),
  ].join("; ");
}
