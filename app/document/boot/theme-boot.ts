/**
 * Runs inline in <head> before the first paint (serialised by `inlineScript`): applies the mode
 * from navigation state (a page reloaded after a card click) or the visitor's stored choice, so no
 * page flashes the wrong theme. It also marks the page as running scripts (`js`), which caps long
 * code blocks and shows the controls that need scripts: set here, before anything is laid out, so
 * a page that paints while its HTML is still arriving does not change its layout when the parser
 * reaches the end. Likewise it holds back the list of a `?tag=` address until it is filtered, and
 * follows a theme switched in another tab. It sets classes only: a style attribute would need
 * `'unsafe-inline'` in `style-src`, and the stylesheet gives `.dark` its `color-scheme`.
 */
export function bootTheme(storageKey: string, tagParam: string, tagPending: string): void {
  const root = document.documentElement;
  root.classList.add("js");
  // Until the intent gate, at the end of <body>, has filtered the list (tag-filter-first-paint.ts).
  if (new URLSearchParams(location.search).has(tagParam)) root.classList.add(tagPending);
  try {
    // React Router's navigation state (`usr`), whatever shape another script left in its place.
    const fromNavigation: unknown = history.state?.usr?.theme;
    const mode =
      fromNavigation === "dark" || fromNavigation === "light"
        ? fromNavigation
        : localStorage.getItem(storageKey);
    if (mode === "dark") root.classList.add("dark");
  } catch {
    // Storage can be unavailable (private windows, disabled cookies): the page stays light.
  }
  // The event fires in every other tab of the site: each follows, with or without its app.
  addEventListener("storage", (event) => {
    if (event.key === storageKey) root.classList.toggle("dark", event.newValue === "dark");
  });
}
