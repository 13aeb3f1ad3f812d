import { TAG_FILTER_MARKS } from "~/lib/tag-filter-marks";
import { TAG_FILTER_INPUT } from "~/lib/tag-filter-shell";

const SHELL_INPUT_ID = "tag-filter-shell-input";

/**
 * The tag search box as the list page first has it: its label and a real text box, in the box's
 * place and with its look (tag-filter.css, in the list page's inline CSS), hidden until the search
 * is opened (`openShell`, inside the visitor's gesture). It keeps what is typed until the
 * box takes it (`takeShell`). At a `?tag=` address the gate shows it, the tag written in,
 * before the first paint, so the list below never moves.
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
