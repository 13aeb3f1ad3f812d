import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from "downshift";
import { useEffect, useRef, useState, type RefObject } from "react";
import { useLocation, useNavigate } from "react-router";
import { takePendingKeys, takeShell } from "~/document/app/pending";
import { type SearchHit, findArticles, loadPagefind } from "~/lib/pagefind-client";
import { SEARCH_SHELL_SELECTOR, searchPlaceholder } from "~/lib/site-search";
import "~/styles/site-search-dialog.css";
import { OptionContent, optionsOf, type Option } from "./site-search-option";
import { SearchBar } from "./site-search-bar";

const MAX_HITS = 8;

/** The hits for the text in the box, from Pagefind; `unavailable` when its index cannot load. */
function useSearch(text: string) {
  // With the query they answer.
  const [results, setResults] = useState<{ query: string; hits: SearchHit[] } | null>(null);
  const [unavailable, setUnavailable] = useState(false);

  useEffect(() => {
    if (text === "") return;
    let current = true;
    loadPagefind()
      .then(async (pagefind) => {
        const search = await pagefind.debouncedSearch(text, {}, 150);
        // null: a newer query replaced this one while it waited.
        if (search === null || !current) return;
        const found = await findArticles(pagefind, text, search.results, MAX_HITS);
        if (current) setResults({ query: text, hits: found });
      })
      .catch(() => current && setUnavailable(true));
    return () => {
      current = false;
    };
  }, [text]);

  // While a new query runs, the previous hits stay, so the list does not flicker on every key.
  const hits = text === "" ? [] : (results?.hits ?? []);
  return { hits, results, done: text !== "" && results?.query === text, unavailable, setUnavailable };
}

function statusOf(text: string, hits: number, done: boolean, unavailable: boolean): string {
  if (unavailable) return "Search is not available right now. It works on the built site (npm run build).";
  if (text === "") return "Type to search the full text of every article.";
  if (!done) return "Searching…";
  if (hits === 0) return `No articles match “${text}”.`;
  return `${hits} article${hits === 1 ? "" : "s"} found. Use the arrow keys to choose, Enter to open.`;
}

const { InputBlur, InputChange, FunctionSetInputValue } = useCombobox.stateChangeTypes;

/**
 * The list is open whenever there are results, and one of them is always highlighted (the first
 * when they arrive), so Enter opens something. Choosing a result opens it: the box keeps the
 * query rather than taking the article's title. Leaving the box (Tab to Close, a click outside)
 * chooses nothing.
 */
function keepQueryAndHighlight(
  state: UseComboboxState<Option>,
  { type, changes }: UseComboboxStateChangeOptions<Option>,
): Partial<UseComboboxState<Option>> {
  const typed = type === InputChange || type === FunctionSetInputValue;
  return {
    ...changes,
    inputValue: typed ? changes.inputValue : state.inputValue,
    selectedItem: type === InputBlur ? state.selectedItem : changes.selectedItem,
    highlightedIndex: changes.highlightedIndex === -1 ? state.highlightedIndex : changes.highlightedIndex,
  };
}

/** Moves focus to the section a result opened, so keyboard and screen reader users land there. */
function focusTarget(to: string): void {
  const [, id] = to.split("#");
  const target = (id && document.getElementById(decodeURIComponent(id))) || document.getElementById("main");
  if (!target) return;
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  target.focus();
}

/** Navigates to a result, then focuses its section once the page has rendered. */
function useOpenResult(): (to: string) => void {
  const navigate = useNavigate();
  const location = useLocation();
  const opened = useRef<string | null>(null);

  useEffect(() => {
    if (opened.current !== null) focusTarget(opened.current);
    opened.current = null;
  }, [location]);

  return (to) => {
    opened.current = to;
    void navigate(to);
  };
}

/**
 * A modal dialog makes the page inert, but Tab would still leave it for the browser's own UI: Tab
 * from the last control goes to the first, Shift+Tab from the first to the last.
 */
function keepTabInside(event: React.KeyboardEvent<HTMLDialogElement>): void {
  if (event.key !== "Tab") return;
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>("input, button")];
  const [from, to] = event.shiftKey ? [focusable[0], focusable.at(-1)] : [focusable.at(-1), focusable[0]];
  if (document.activeElement !== from) return;
  event.preventDefault();
  to?.focus();
}

/**
 * The full-text search dialog: a modal with a search box and the matching articles, a WAI-ARIA
 * combobox (Downshift). Arrow keys, Home and End move through the results, Enter or a click opens
 * one at its section, Escape closes and gives focus back.
 */
export default function SiteSearchDialog({
  isOpen,
  onClosed,
  onShellTaken,
  returnFocusTo,
}: {
  isOpen: boolean;
  /** Called when the dialog closes by itself (Escape, the close button, a chosen result). */
  onClosed: () => void;
  /** Called as the dialog takes over from the shell (`takeShell`), which then goes. */
  onShellTaken: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const openedFrom = useRef<Element | null>(null);
  const navigating = useRef(false);
  const openResult = useOpenResult();
  // The text the options are for: the box's text, followed within the same render (as in the tag
  // search), so Downshift is never handed options for another text than the one on screen.
  const [text, setText] = useState("");
  const { hits, results, done, unavailable, setUnavailable } = useSearch(text);
  const options = optionsOf(hits);

  const { inputValue, getInputProps, getMenuProps, getItemProps, setInputValue, setHighlightedIndex } =
    useCombobox<Option>({
      items: options,
      isOpen: isOpen && options.length > 0,
      // Never a chosen item to remember: choosing one opens it, and the same one can be chosen again.
      selectedItem: null,
      defaultHighlightedIndex: 0,
      itemToString: (option) => option?.hit.title ?? "",
      itemToKey: (option) => (option ? `${option.hit.id}-${option.section.to}` : null),
      stateReducer: keepQueryAndHighlight,
      onSelectedItemChange: ({ selectedItem }) => {
        if (!selectedItem) return;
        navigating.current = true;
        dialog.current?.close();
        openResult(selectedItem.section.to);
      },
    });
  if (text !== inputValue.trim()) setText(inputValue.trim());

  // New results are read from the top.
  useEffect(() => setHighlightedIndex(0), [results, setHighlightedIndex]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (isOpen && !element.open) {
      openedFrom.current = document.activeElement;
      navigating.current = false;
      element.showModal();
      const box = element.querySelector("input");
      box?.focus();
      // What the visitor typed while the dialog loaded, in the shell (or, on a page without one,
      // as keys kept for it), goes on from where they are, caret and all, not selected.
      const shell = takeShell(SEARCH_SHELL_SELECTOR);
      onShellTaken();
      const kept = takePendingKeys();
      const typed = shell?.value || kept;
      if (box && shell?.value) {
        // Written here with its caret, the text is the same when Downshift renders it: React
        // leaves a box alone that already holds its value, and the caret stays.
        box.value = shell.value;
        box.setSelectionRange(
          shell.selectionStart,
          shell.selectionEnd,
          shell.selectionDirection ?? undefined,
        );
      }
      if (typed !== "") setInputValue(typed);
      else box?.select();
      // The index starts loading as the dialog opens, not with the page.
      loadPagefind().catch(() => setUnavailable(true));
    } else if (!isOpen && element.open) {
      element.close();
    }
  }, [isOpen, setInputValue, setUnavailable, onShellTaken]);

  const onClose = () => {
    // Opened again before this close event arrived (a shortcut right after Escape): it is stale.
    if (dialog.current?.open) return;
    onClosed();
    // A failed load is retried on the next open.
    setUnavailable(false);
    if (navigating.current) return;
    const previous = openedFrom.current;
    const target =
      previous instanceof HTMLElement && previous.isConnected && previous !== document.body
        ? previous
        : returnFocusTo.current;
    target?.focus();
  };

  return (
    // Clicking the backdrop (the dialog element itself, outside its panel) closes it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      aria-label="Search articles"
      onClose={onClose}
      // Escape hides the dialog at once, but its `close` event comes a task later, after keys
      // pressed meanwhile: the store hears of it now, so a shortcut pressed right after Escape
      // opens the search again instead of finding it still open.
      onCancel={onClosed}
      onKeyDown={keepTabInside}
      onClick={(event) => event.target === dialog.current && dialog.current.close()}
      className="search-dialog"
    >
      <SearchBar
        {...getInputProps({
          "aria-label": "Search articles",
          // Escape is the dialog's: it closes it, as the pattern for a modal says.
          onKeyDown: (event) => {
            if (event.key === "Escape") Object.assign(event.nativeEvent, { preventDownshiftDefault: true });
          },
        })}
        // The dialog renders in the browser only (its chunk loads on the first open).
        placeholder={searchPlaceholder()}
      />
      <p role="status" className="search-dialog__status">
        {statusOf(text, hits.length, done, unavailable)}
      </p>
      <ul {...getMenuProps({ "aria-label": "Matching articles" })} className="search-dialog__hits">
        {options.map((option, index) => (
          <li
            key={`${option.hit.id}-${option.section.to}`}
            {...getItemProps({ item: option, index })}
            className={option.first ? "search-dialog__hit" : "search-dialog__hit search-dialog__hit--more"}
          >
            <OptionContent {...option} />
          </li>
        ))}
      </ul>
    </dialog>
  );
}
