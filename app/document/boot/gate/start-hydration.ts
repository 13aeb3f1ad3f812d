import type { IntentGateOptions } from "../intent-gate-script";

/**
 * Starts React Router's module script, which the server entry left inert: the page's hydration
 * data first, fetched into the stream React Router's client entry waits for, then the module's
 * preloads, then the script itself, given its real type and put back in its place.
 */
export function startHydration(options: IntentGateOptions): void {
  const script = document.querySelector<HTMLScriptElement>(`script[type="${options.deferredType}"]`);
  if (!script) {
    // Started at once (a `?tag=` address) while the parser has not yet reached React Router's
    // scripts, which come after this one: once it has. (Without this, the page never hydrated.)
    if (document.readyState === "loading")
      document.addEventListener("DOMContentLoaded", () => startHydration(options), { once: true });
    return;
  }
  // The data first: React Router's client entry waits for its stream (created by React Router's
  // own inline script, which ran with the page) to be filled and closed.
  const data = script.getAttribute(options.data);
  if (data !== null) {
    const context = (
      window as { __reactRouterContext?: { streamController?: ReadableStreamDefaultController<string> } }
    ).__reactRouterContext;
    void fetch(data)
      .then((response) => {
        if (!response.ok) throw new Error(`${data}: ${response.status}`);
        return response.text();
      })
      .then((stream) => {
        // Checked on the server too (defer-hydration.server.ts): without it the page never hydrates.
        const controller = context?.streamController;
        if (!controller)
          throw new Error("React Router's window.__reactRouterContext.streamController is gone");
        controller.enqueue(stream);
        controller.close();
      });
  }
  // A JSON array of URLs: the server entry writes it (defer-hydration.server.ts).
  const preloads: string[] = JSON.parse(script.getAttribute(options.preloads) ?? "[]");
  for (const href of preloads) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.append(link);
  }
  // A script whose type the browser did not run is not marked started, and its text came from
  // the parser (so Trusted Types and the page's hash both allow it): given its real type and put
  // back in its place, it runs as React Router wrote it.
  script.type = "module";
  script.removeAttribute(options.preloads);
  script.removeAttribute(options.data);
  script.parentNode?.insertBefore(script, script.nextSibling);
}
