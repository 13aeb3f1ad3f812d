import type { Plugin } from "vite";

const LINKED_CRITICAL_CSS = "export const unstable_getCriticalCss =";

/**
 * In `npm run dev`, a page's critical CSS as an inline `<style>`, not a stylesheet link the first
 * paint waits for: the build's pages wait for no stylesheet either (their CSS is inline).
 *
 * React Router's dev server build exports `unstable_getCriticalCss`, which answers with a link to
 * `/@react-router/critical.css`; without that export React Router asks its dev server hook, which
 * answers with the same CSS as text, and `<Links />` renders it inline, on the server and in the
 * handoff to the browser alike (react-router/lib/server-runtime/server.js). This keeps the export
 * out, and stops `npm run dev` with a message if React Router's module no longer has it. (React
 * DOM in development writes that `<style>`'s text into a spare element to compare it with the
 * server's: the default Trusted Types policy lets exactly that text through, in dev only.)
 */
export function criticalCssInline(): Plugin {
  return {
    name: "critical-css-inline-dev",
    apply: "serve",
    applyToEnvironment: (environment) => environment.name === "ssr",
    transform(code, id) {
      if (id !== "\0virtual:react-router/server-build") return undefined;
      if (!code.includes(LINKED_CRITICAL_CSS))
        throw new Error(
          "vite/critical-css-inline-dev.ts: React Router's server build no longer exports unstable_getCriticalCss; see whether npm run dev still links its critical CSS, and drop or update this plugin",
        );
      return code.replace(LINKED_CRITICAL_CSS, "const linkedCriticalCss =");
    },
  };
}
