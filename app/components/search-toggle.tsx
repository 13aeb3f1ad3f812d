import { Search, X } from "lucide-react";
import { useTagSearch } from "~/lib/tag-search-state";
import { useHydrated } from "~/lib/use-hydrated";
import { IconButton } from "./icon-button";

export const TAG_SEARCH_ID = "tag-search";

/** Shows and hides the tag search; it needs scripts, so it stays invisible until they run. */
export function SearchToggle() {
  const { isOpen, open, close } = useTagSearch();
  const hydrated = useHydrated();
  return (
    <IconButton
      aria-expanded={isOpen}
      aria-controls={isOpen ? TAG_SEARCH_ID : undefined}
      onClick={isOpen ? close : open}
      className={hydrated ? "" : "invisible"}
    >
      {isOpen ? (
        <X aria-hidden="true" className="size-5" />
      ) : (
        <Search aria-hidden="true" className="size-5" />
      )}
      <span className="sr-only">Search by tag</span>
    </IconButton>
  );
}
