import Tags from "lucide-react/icons/tags";
import X from "lucide-react/icons/x";
import { useTagFilter } from "~/lib/tag-filter-state";
import { ACTIONS } from "~/document/names";
import { IconButton } from "./icon-button";

export const TAG_FILTER_ID = "tag-filter";

/**
 * Shows and hides the tag filter ("Search by tag"). It needs scripts, so it is invisible without
 * them; with them it shows at once. A click before hydration shows the box's shell at once (the
 * intent gate) and is replayed when the app is ready. While the box's code loads, a click keeps it
 * open and focuses it: only the loaded box is closed by it.
 *
 * Both icons are in the markup, and tag-filter.css shows one by `aria-expanded`, which the gate
 * sets too when it opens the shell: the × shows as the box does, not when the app has loaded.
 */
export function TagFilterToggle() {
  const { isOpen, boxLoaded, open, close } = useTagFilter();
  return (
    <IconButton
      data-action={ACTIONS.toggleTagFilter}
      title="Search by tag"
      aria-expanded={isOpen}
      // The box, once it is there (its shell has no id of its own).
      aria-controls={isOpen && boxLoaded ? TAG_FILTER_ID : undefined}
      onClick={isOpen && boxLoaded ? close : open}
      className="tag-filter-toggle invisible in-[.js]:visible"
    >
      <Tags aria-hidden="true" className="tag-filter-toggle__closed" />
      <X aria-hidden="true" className="tag-filter-toggle__open" />
      <span className="sr-only">Search by tag</span>
    </IconButton>
  );
}
