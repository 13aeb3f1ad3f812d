const COPIED_FOR_MS = 2000;

/** Copies the code of the block the button belongs to and confirms on the button itself. */
export async function copyCodeBlock(button: HTMLButtonElement): Promise<void> {
  const code = button.closest("figure")?.querySelector("pre")?.textContent ?? "";
  try {
    await navigator.clipboard.writeText(code);
    button.textContent = "Copied";
  } catch {
    button.textContent = "Copy failed";
  }
  window.setTimeout(() => {
    button.textContent = "Copy";
  }, COPIED_FOR_MS);
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
  return event.target.closest<HTMLAnchorElement>("a.diagram, a.screenshot");
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
