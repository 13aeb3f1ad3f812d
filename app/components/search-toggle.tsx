import Tags from "lucide-react/icons/tags";
import X from "lucide-react/icons/x";
import { useTagSearch } from "~/lib/tag-search-state";
import { ACTIONS } from "~/lib/intent";
import { IconButton } from "./icon-button";

export const TAG_SEARCH_ID = "tag-search";

/**
 * Shows and hides the tag search. It needs scripts, so it is invisible without them; with them it
 * shows at once, and a click before hydration is replayed when the app is ready.
 */
export function SearchToggle() {
  const { isOpen, open, close } = useTagSearch();
  return (
    <IconButton
      data-action={ACTIONS.toggleTagSearch}
      aria-expanded={isOpen}
      aria-controls={isOpen ? TAG_SEARCH_ID : undefined}
      onClick={isOpen ? close : open}
      className="invisible in-[.js]:visible"
    >
      {isOpen ? <X aria-hidden="true" className="size-5" /> : <Tags aria-hidden="true" className="size-5" />}
      <span className="sr-only">Search by tag</span>
    </IconButton>
  );
}
