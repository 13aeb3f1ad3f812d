import { ZOOMABLE_LINK_SELECTOR } from "./article-markup";

/**
 * Copies the code of the block the button belongs to and confirms on the button itself, and to
 * screen readers through the block's polite live region (the button's new label alone is not
 * announced).
 */
export async function copyCodeBlock(button: HTMLButtonElement): Promise<void> {
  const figure = button.closest("figure");
  const code = figure?.querySelector("pre")?.textContent ?? "";
  const status = figure?.querySelector<HTMLElement>("[data-copy-status]");
  const say = (label: string, announcement: string) => {
    button.textContent = label;
    if (status) status.textContent = announcement;
  };
  try {
    await navigator.clipboard.writeText(code);
    say("Copied", "Code copied to the clipboard");
  } catch {
    say("Copy failed", "The code could not be copied");
  }
  window.setTimeout(() => say("Copy", ""), 2000);
}

/** A left click without modifier keys: one that asks for no new tab or window. */
export function isPlainClick(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  return !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);
}

/**
 * The link around a diagram (`a.diagram`) or a screenshot (`a.screenshot`) a plain click landed
 * on, which the page opens full size in a dialog instead of loading the image file; null for any
 * other click.
 */
export function diagramLink(event: MouseEvent): HTMLAnchorElement | null {
  if (!isPlainClick(event) || !(event.target instanceof Element)) return null;
  return event.target.closest<HTMLAnchorElement>(ZOOMABLE_LINK_SELECTOR);
}

/**
 * The in-app path of a plain left click on a link to another page of this site, or null when the
 * browser should handle the click (new tab, modifier keys, other sites, in-page anchors).
 */
export function internalLinkTarget(event: MouseEvent, base: string): string | null {
  if (!isPlainClick(event)) return null;
  const anchor = event.target instanceof Element ? event.target.closest("a") : null;
  if (!anchor || anchor.target || anchor.hasAttribute("download")) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin || !url.pathname.startsWith(base)) return null;
  // A file (a diagram opened at full size, a feed) is not a page of the app: the browser loads it.
  if (/\.[a-z0-9]+$/i.test(url.pathname)) return null;
  if (url.pathname === window.location.pathname && url.hash) return null;
  return `/${url.pathname.slice(base.length)}${url.search}${url.hash}`;
}

/**
 * Keeps a code block's "Show fewer lines" toggle where the reader pressed it. Folding a long
 * listing shrinks it above the toggle, so the page would move it (and the reader) up to a
 * thousand pixels; instead the page scrolls by what the block lost. Returns the clean-up.
 */
export function keepFoldTogglesInPlace(container: HTMLElement): () => void {
  let pressed: { summary: HTMLElement; top: number } | null = null;
  const onClick = (event: MouseEvent) => {
    if (!(event.target instanceof Element)) return;
    const summary = event.target.closest<HTMLElement>(".code-block__more[open] > summary");
    pressed = summary ? { summary, top: summary.getBoundingClientRect().top } : null;
  };
  // `toggle` does not bubble: listened for on the way down.
  const onToggle = (event: Event) => {
    const details = event.target;
    if (!(details instanceof HTMLDetailsElement) || details.open || pressed === null) return;
    if (pressed.summary.parentElement === details) {
      window.scrollBy({
        top: pressed.summary.getBoundingClientRect().top - pressed.top,
        behavior: "instant",
      });
    }
    pressed = null;
  };
  const listening = new AbortController();
  container.addEventListener("click", onClick, { capture: true, signal: listening.signal });
  container.addEventListener("toggle", onToggle, { capture: true, signal: listening.signal });
  return () => listening.abort();
}
