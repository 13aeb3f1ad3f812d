import { parseHTML } from "linkedom";
import { DEFERRED_MODULE_TYPE, HYDRATION_DATA_ATTRIBUTE } from "../app/document/names";

/**
 * What makes two renders of a page the same page to a visitor, read from its HTML: its policy
 * (directives and sources, hashes counted rather than compared, since the dev server's CSS and
 * scripts are not minified), its CSS (inline, and which stylesheets it would wait for), its main
 * content, and what runs before the visitor's first intent.
 */
export function pageAnatomy(html: string) {
  const { document } = parseHTML(html);
  const policy =
    document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute("content") ?? "";
  const directives = Object.fromEntries(
    policy
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = "", ...sources]) => [
        name,
        {
          sources: sources.filter(
            (source) => !source.startsWith("'sha256-") && !source.startsWith("'nonce-"),
          ),
          hashes: sources.filter((source) => source.startsWith("'sha256-")).length,
        },
      ]),
  );
  const scripts = [...document.querySelectorAll("script")];
  const executable = scripts.filter((script) => !/json/.test(script.getAttribute("type") ?? ""));
  return {
    directives,
    styles: [...document.querySelectorAll("style")].map((style) => style.textContent ?? ""),
    /** Stylesheets the first paint would wait for. */
    blockingStylesheets: [...document.querySelectorAll('link[rel="stylesheet"]:not([disabled])')].map(
      (link) => link.getAttribute("href") ?? "",
    ),
    main: (document.querySelector("main")?.textContent ?? "").replace(/\s+/g, " ").trim(),
    /** Every class name the page's markup uses. */
    classes: [
      ...new Set([...document.querySelectorAll("[class]")].flatMap((element) => [...element.classList])),
    ],
    beforeIntent: {
      /** Scripts fetched or run as modules on load: none, on every page. */
      loaded: document.querySelectorAll('script[src], script[type="module"], link[rel="modulepreload"]')
        .length,
      inline: executable.filter((script) => !script.hasAttribute("type")).length,
      deferred: document.querySelectorAll(`script[type="${DEFERRED_MODULE_TYPE}"]`).length,
      data: document.querySelectorAll(`script[${HYDRATION_DATA_ATTRIBUTE}]`).length,
    },
  };
}
