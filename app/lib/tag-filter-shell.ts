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
