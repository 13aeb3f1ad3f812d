import { Search } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import {
  OPEN_SITE_SEARCH_ACTION,
  isSiteSearchShortcut,
  openSiteSearch,
  useSiteSearchOpen,
} from "~/lib/site-search";

// The dialog, and Pagefind with it, loads on the first open: nothing of search costs a page view.
const SiteSearchDialog = lazy(() =>
  import("./site-search-dialog").then(({ SiteSearchDialog }) => ({ default: SiteSearchDialog })),
);

/**
 * The header's "Search articles" button and the `/` and Ctrl/Cmd+K shortcuts, for full-text search
 * over every article. Distinct from the list page's tag filter ("Search by tag").
 */
export function SiteSearch() {
  const isOpen = useSiteSearchOpen();
  const [requested, setRequested] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !isSiteSearchShortcut(event)) return;
      event.preventDefault();
      openSiteSearch();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  // Once opened, the dialog stays mounted: its state and Pagefind's loaded index are kept.
  if (isOpen && !requested) setRequested(true);

  return (
    <>
      <button
        ref={button}
        type="button"
        data-action={OPEN_SITE_SEARCH_ACTION}
        aria-haspopup="dialog"
        aria-keyshortcuts="/ Control+K Meta+K"
        onClick={openSiteSearch}
        className="inline-flex h-10 items-center gap-2 rounded-md px-2.5 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
      >
        <Search aria-hidden="true" className="size-5" />
        <span className="sr-only">Search articles</span>
        <kbd
          aria-hidden="true"
          className="hidden rounded border border-slate-300 px-1.5 font-mono text-xs text-slate-500 sm:inline dark:border-slate-700 dark:text-slate-400"
        >
          /
        </kbd>
      </button>
      {requested && (
        <Suspense fallback={null}>
          <SiteSearchDialog returnFocusTo={button} />
        </Suspense>
      )}
    </>
  );
}
