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

/**
 * The in-app path of a plain left click on a link to another page of this site, or null when the
 * browser should handle the click (new tab, modifier keys, other sites, in-page anchors).
 */
export function internalLinkTarget(event: MouseEvent, base: string): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest("a") : null;
  if (!anchor || anchor.target || anchor.hasAttribute("download")) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin || !url.pathname.startsWith(base)) return null;
  // A file (a diagram opened at full size, a feed) is not a page of the app: the browser loads it.
  if (/\.[a-z0-9]+$/i.test(url.pathname)) return null;
  if (url.pathname === window.location.pathname && url.hash) return null;
  return `/${url.pathname.slice(base.length)}${url.search}${url.hash}`;
}
