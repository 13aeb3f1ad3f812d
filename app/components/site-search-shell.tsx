import { SEARCH_SHELL } from "~/lib/site-search";
import { SearchBar } from "./site-search-bar";

/**
 * The search dialog as the page first has it, in the prerendered HTML of every page that hydrates:
 * closed, a real text box and a close button, which the first open shows at once (`openShell`) and
 * the real dialog takes over (`takeShell`). Escape and the close button close it without any
 * script; the intent gate then gives focus back (`searchShellCloses`), and after hydration this
 * component cancels the open that waited for the dialog's code.
 */
export function SiteSearchShell({ onCancel }: { onCancel: () => void }) {
  return (
    <dialog
      {...{ [SEARCH_SHELL]: "" }}
      aria-label="Search articles"
      className="search-dialog"
      // The gate may have opened it, and the visitor typed in it, before React hydrated it.
      suppressHydrationWarning
      onClose={(event) => {
        // Hidden: handed over to the dialog, which now has focus.
        if (!event.currentTarget.hidden) onCancel();
      }}
    >
      <SearchBar />
      <p className="search-dialog__status">Type to search the full text of every article.</p>
    </dialog>
  );
}
