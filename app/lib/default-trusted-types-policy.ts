import { THEME_BOOT_SCRIPT } from "./theme";

/**
 * Trusted Types' default policy: the one place that lets React DOM and React Router render a
 * `<script>` on the client under enforced Trusted Types (`require-trusted-types-for 'script'`).
 *
 * A workaround for two framework behaviours (React DOM 19.3, React Router 8.4), both on in-app
 * navigation to a page with structured data, and both plain strings written to `innerHTML`:
 * 1. React DOM creates every `<script>` element as `div.innerHTML = "<script></script>"`, so that
 *    the script does not run (`createInstance` in react-dom-client);
 * 2. React Router's `<Meta>` writes a page's JSON-LD into that script with
 *    `dangerouslySetInnerHTML` and a string.
 * (The root error boundary, which renders the whole document again, also writes the theme's boot
 * script and the intent gate; React DOM in development writes both while hydrating, to compare.)
 * Without a policy the browser refuses both and React throws. The browser calls this policy only
 * for a plain string sent to an HTML sink; it passes exactly these strings, makes the JSON inert
 * as markup, and refuses everything else.
 *
 * And one for Pagefind (1.4), whose search starts its Web Worker from a plain string URL
 * (`new Worker(\`${basePath}pagefind-worker.js\`)`): that one same-origin URL passes as a script URL.
 *
 * To drop it: remove its call in entry.client.tsx and `default` from
 * `TRUSTED_TYPES_POLICIES` (trusted-html.ts); when e2e/security.spec.ts ("articles hydrate and
 * navigate in the app under enforced Trusted Types") and the site search's tests still pass,
 * React, React Router and Pagefind no longer need it, and this file can go.
 */

/** The empty script React DOM creates and the inline scripts the layout renders. */
const INLINE_SCRIPTS = new Set([
  "<script></script>",
  THEME_BOOT_SCRIPT,
  // The intent gate's text is the server's alone (root.tsx): in the browser React writes it empty.
  "",
]);

/**
 * What the default policy lets through, or null to refuse. Structured data comes back with every
 * `<` written as `\u003c`: the same JSON to its readers, and no markup wherever it were written.
 */
export function defaultPolicyHtml(value: string): string | null {
  if (INLINE_SCRIPTS.has(value)) return value;
  try {
    // Any JSON value: `?.` reads nothing from null, and nothing named @context from a number.
    const data = JSON.parse(value) as { "@context"?: unknown } | null;
    return data?.["@context"] === "https://schema.org" ? value.replaceAll("<", "\\u003c") : null;
  } catch {
    return null;
  }
}

const PAGEFIND_WORKER = "/pagefind/pagefind-worker.js";

/** The script URLs the default policy lets through (Pagefind's worker, from this site), or null. */
export function defaultPolicyScriptUrl(value: string, page: string): string | null {
  const url = new URL(value, page);
  return url.origin === new URL(page).origin && url.pathname.endsWith(PAGEFIND_WORKER) && url.search === ""
    ? value
    : null;
}

/**
 * In `npm run dev` only: React Router's critical CSS, which `<Links />` renders as a `<style>`
 * (vite/critical-css-inline-dev.ts) and React DOM in development writes into a spare element to
 * compare with the server's: the same text the page already holds, nothing else.
 */
function isDevCriticalCss(value: string): boolean {
  return (
    import.meta.env.DEV &&
    value === document.querySelector("style[data-react-router-critical-css]")?.textContent
  );
}

/** Creates the default policy once, before the app renders anything on the client. */
export function installDefaultTrustedTypesPolicy(): void {
  if (typeof window === "undefined" || window.trustedTypes === undefined) return;
  if (window.trustedTypes.defaultPolicy !== null) return;
  window.trustedTypes.createPolicy("default", {
    // A default policy refuses a value by returning null (the Trusted Types spec); the DOM's
    // TypeScript types only know named policies, which must return a string.
    createHTML: (value: string) => (isDevCriticalCss(value) ? value : defaultPolicyHtml(value)) as string,
    createScriptURL: (value: string) => defaultPolicyScriptUrl(value, window.location.href) as string,
  });
}
