import Tags from "lucide-react/icons/tags";
import X from "lucide-react/icons/x";
import { useTagFilter } from "~/lib/tag-filter-state";
import { ACTIONS } from "~/lib/intent";
import { IconButton } from "./icon-button";

export const TAG_FILTER_ID = "tag-filter";

/**
 * Shows and hides the tag filter ("Search by tag"). It needs scripts, so it is invisible without them; with them it
 * shows at once, and a click before hydration is replayed when the app is ready.
 */
export function TagFilterToggle() {
  const { isOpen, open, close } = useTagFilter();
  return (
    <IconButton
      data-action={ACTIONS.toggleTagFilter}
      title="Search by tag"
      aria-expanded={isOpen}
      aria-controls={isOpen ? TAG_FILTER_ID : undefined}
      onClick={isOpen ? close : open}
      className="invisible in-[.js]:visible"
    >
      {isOpen ? <X aria-hidden="true" /> : <Tags aria-hidden="true" />}
      <span className="sr-only">Search by tag</span>
    </IconButton>
  );
}
