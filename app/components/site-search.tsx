import Search from "lucide-react/icons/search";
import { lazy, Suspense, use, useRef, useState } from "react";
import { openShell, startPendingKeys, takePendingKeys } from "~/document/app/pending";
import { SEARCH_SHELL, SEARCH_SHELL_SELECTOR, searchPlaceholder } from "~/lib/site-search";
import { ACTIONS } from "~/document/names";
import { PageHydratesContext } from "~/document/handle";
import { IconButton } from "./icon-button";
import { SearchBar } from "./site-search-bar";

// The dialog, and Pagefind with it, loads on the first open: nothing of search costs a page view.
// It takes its state as props, so its chunk does not depend on the layout's.
const SiteSearchDialog = lazy(() => import("./site-search-dialog"));

/**
 * The header's "Search articles" button, which the `/` and Ctrl/Cmd+K shortcuts click (the intent
 * gate's `searchShortcut`), for full-text search over every article. Distinct from the list page's
 * tag filter ("Search by tag"). Until the dialog has loaded, its shell answers; a page that never
 * hydrates has none, and the intent gate takes its visitor to the blog list's search.
 *
 * The shell is the search dialog as the page first has it, in the prerendered HTML of every page
 * that hydrates: closed, a real text box and a close button, which the first open shows at once
 * (`openShell`) and the real dialog takes over (`takeShell`). Escape and the close button close it
 * without any script; the intent gate then gives focus back (`searchShellCloses`), and after
 * hydration this component cancels the open that waited for the dialog's code.
 */
export function SiteSearch() {
  // Never opened yet, open, or closed after being opened (the dialog then stays mounted).
  const [state, setState] = useState<"unused" | "open" | "closed">("unused");
  // The shell has handed over to the dialog, which answers every open from now on.
  const [shellRetired, setShellRetired] = useState(false);
  const hydrates = use(PageHydratesContext);
  const button = useRef<HTMLButtonElement>(null);

  const open = () => {
    // The first time, the dialog's code still has to load: the shell answers meanwhile, and where
    // there is none, what is typed is kept for the dialog's box.
    if (state === "unused" && !openShell(SEARCH_SHELL_SELECTOR, searchPlaceholder)) startPendingKeys();
    setState("open");
  };
  // Closed, or "unused" again: the shell was closed before the dialog took over, so the search is
  // not wanted after all and the dialog does not open when its code arrives.
  const close = (next: "closed" | "unused") => {
    takePendingKeys();
    setState(next);
  };

  return (
    <>
      <IconButton
        ref={button}
        data-action={ACTIONS.openSiteSearch}
        aria-keyshortcuts="/ Control+K Meta+K"
        title="Search articles (/ or Ctrl+K)"
        onClick={open}
      >
        <Search aria-hidden="true" />
        <span className="sr-only">Search articles</span>
      </IconButton>
      {hydrates && !shellRetired && (
        <dialog
          {...{ [SEARCH_SHELL]: "" }}
          aria-label="Search articles"
          className="search-dialog"
          // The gate may have opened it, and the visitor typed in it, before React hydrated it.
          suppressHydrationWarning
          onClose={(event) => {
            // Hidden: handed over to the dialog, which now has focus.
            if (!event.currentTarget.hidden) close("unused");
          }}
        >
          <SearchBar />
          <p className="search-dialog__status">Type to search the full text of every article.</p>
        </dialog>
      )}
      {/* Once opened, the dialog stays mounted: its state and Pagefind's loaded index are kept. */}
      {state !== "unused" && (
        <Suspense fallback={null}>
          <SiteSearchDialog
            isOpen={state === "open"}
            onClosed={() => close("closed")}
            onShellTaken={() => setShellRetired(true)}
            returnFocusTo={button}
          />
        </Suspense>
      )}
    </>
  );
}
