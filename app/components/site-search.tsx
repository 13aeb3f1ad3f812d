import Search from "lucide-react/icons/search";
import { lazy, Suspense, use, useRef } from "react";
import { closeSiteSearch, openSiteSearch, useSiteSearch } from "~/lib/site-search";
import { ACTIONS } from "~/document/names";
import { PageHydratesContext } from "~/document/handle";
import { IconButton } from "./icon-button";
import { SiteSearchShell } from "./site-search-shell";

// The dialog, and Pagefind with it, loads on the first open: nothing of search costs a page view.
// It takes its state as props, so its chunk does not depend on the layout's.
const SiteSearchDialog = lazy(() => import("./site-search-dialog"));

/**
 * The header's "Search articles" button, which the `/` and Ctrl/Cmd+K shortcuts click (the intent
 * gate's `searchShortcut`), for full-text search over every article. Distinct from the list page's tag filter ("Search by tag"). Until the dialog
 * has loaded, its shell answers (site-search-shell.tsx); a page that never hydrates has none, and
 * the intent gate takes its visitor to the blog list's search.
 */
export function SiteSearch() {
  const { state, shellRetired } = useSiteSearch();
  const hydrates = use(PageHydratesContext);
  const button = useRef<HTMLButtonElement>(null);

  return (
    <>
      <IconButton
        ref={button}
        data-action={ACTIONS.openSiteSearch}
        aria-keyshortcuts="/ Control+K Meta+K"
        title="Search articles (/ or Ctrl+K)"
        onClick={openSiteSearch}
      >
        <Search aria-hidden="true" />
        <span className="sr-only">Search articles</span>
      </IconButton>
      {hydrates && !shellRetired && <SiteSearchShell />}
      {/* Once opened, the dialog stays mounted: its state and Pagefind's loaded index are kept. */}
      {state !== "unused" && (
        <Suspense fallback={null}>
          <SiteSearchDialog isOpen={state === "open"} onClosed={closeSiteSearch} returnFocusTo={button} />
        </Suspense>
      )}
    </>
  );
}
