/**
 * The tag search's shell (tag-filter-shell.tsx). The box itself (a Downshift combobox) loads on
 * first use, 0.6–1.2 s after a first tap on a fresh page (2–3 s on a slow phone); the shell answers
 * that tap at once and hands what was typed in it to the box when the box mounts.
 */

/** The text box's own attributes, the same in the shell and in the box that replaces it. */
export const TAG_FILTER_INPUT = {
  type: "text",
  autoComplete: "off",
  spellCheck: false,
  enterKeyHint: "search",
  placeholder: "azure, react, postgresql…",
  className: "tag-filter__input",
} as const;

/**
 * Shows the shell and focuses its box, at once: called inside the visitor's tap, click or key, so
 * a phone raises its keyboard. Again while it is shown, it only focuses the box: a second tap made
 * while the box loads never closes it. False when the page has no shell (`slot` is the attribute
 * that marks it, TAG_FILTER_MARKS.slot). Self-contained (see boot/inline-script.ts): the intent
 * gate opens it with this same function before hydration, the toggle after (tag-filter-state.tsx).
 */
export function openTagFilterShell(slot: string): boolean {
  const shell = document.querySelector(`[${slot}]`);
  const input = shell?.querySelector("input");
  if (!(shell instanceof HTMLElement) || !input) return false;
  shell.hidden = false;
  input.focus();
  return true;
}
