/**
 * Names in the compiled article HTML that other code finds it by: the Markdown pipeline writes
 * them, the page's script and the feeds look for them. Written once here, so a rename moves all.
 */

/** A code block's copy button: hidden in the HTML, shown by the page's script, left out of feeds. */
export const COPY_BUTTON_ATTRIBUTE = "data-copy";
export const COPY_BUTTON_SELECTOR = `button[${COPY_BUTTON_ATTRIBUTE}]`;

/** The class of a diagram's drawing for one site theme; the stylesheet shows the matching one. */
export const diagramThemeClass = (theme: "light" | "dark") => `diagram--${theme}`;

/** The links that open a diagram or a screenshot at full size (in the app, a dialog). */
export const ZOOMABLE_LINK_SELECTOR = "a.diagram, a.screenshot";
