import { TAG_FILTER_MARKS } from "~/lib/tag-filter-marks";

const SHELL_INPUT_ID = "tag-filter-shell-input";

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
 * The tag search box as the list page first has it, in the box's place and with its look
 * (tag-filter.css, in the list page's inline CSS): the box (a Downshift combobox) loads on first
 * use, 0.6–1.2 s after a first tap on a fresh page (2–3 s on a slow phone), and this shell answers
 * that tap at once (`openShell`) until the box takes it (`takeShell`). At a `?tag=` address the gate
 * shows it, the tag written in, before the first paint, so the list below never moves.
 */
export function TagFilterShell({ shown }: { shown: boolean }) {
  return (
    <div
      {...{ [TAG_FILTER_MARKS.slot]: "" }}
      hidden={!shown}
      className="tag-filter"
      // The gate may have shown it, and the visitor typed in it, before React hydrated it.
      suppressHydrationWarning
    >
      <label htmlFor={SHELL_INPUT_ID} className="tag-filter__label">
        Search by tag
      </label>
      <div className="tag-filter__row">
        <input id={SHELL_INPUT_ID} {...TAG_FILTER_INPUT} />
      </div>
    </div>
  );
}
