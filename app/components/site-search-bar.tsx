import Search from "lucide-react/icons/search";
import X from "lucide-react/icons/x";
import type { InputHTMLAttributes } from "react";

/**
 * The search box and the close button, the same in the shell and in the dialog (which passes its
 * combobox's props); its styles are every page's (site-search.css, in frame.css). The button
 * closes the dialog without any script (`method="dialog"`).
 */
export function SearchBar(input: InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className="search-dialog__bar">
      <Search aria-hidden="true" className="search-dialog__icon" />
      <input
        aria-label="Search articles"
        type="text"
        enterKeyHint="search"
        spellCheck={false}
        autoComplete="off"
        // Where it names no keys: in the page's HTML (see searchPlaceholder).
        placeholder="Search articles"
        {...input}
        className="search-dialog__input"
      />
      <form method="dialog" className="contents">
        <button type="submit" className="search-dialog__close">
          <X aria-hidden="true" className="size-5" />
          <span className="sr-only">Close search</span>
        </button>
      </form>
    </div>
  );
}
