import Search from "lucide-react/icons/search";
import X from "lucide-react/icons/x";
import { Fragment, useEffect, useId, useRef, useState, type ReactNode, type RefObject } from "react";
import { useLocation, useNavigate } from "react-router";
import { formatRouteDate } from "~/lib/dates";
import { takePendingKeys } from "~/lib/intent";
import { type SearchHit, type SearchSection, loadPagefind, toHit } from "~/lib/pagefind-client";
import { inertExcerpt } from "~/lib/trusted-html";
import "~/styles/site-search-dialog.css";

const MAX_HITS = 8;

interface Results {
  /** The query these hits answer. */
  query: string;
  hits: SearchHit[];
}

/** One option of the list: a section of a found article. */
interface Option {
  hit: SearchHit;
  section: SearchSection;
  /** The article's first section shown, which carries its title and date. */
  first: boolean;
}

const optionsOf = (hits: SearchHit[]): Option[] =>
  hits.flatMap((hit) => hit.sections.map((section, index) => ({ hit, section, first: index === 0 })));

/** Punctuation the index keeps on a word ("WAL-G."), which the highlight should leave outside. */
const OPENING = /^[(["'‘“«]+/u;
const CLOSING = /[)\]"'’”».,;:!?]+$/u;

/** A highlighted word, with the punctuation around it outside the highlight. */
function Marked({ text }: { text: string }): ReactNode {
  const before = OPENING.exec(text)?.[0] ?? "";
  const rest = text.slice(before.length);
  const after = CLOSING.exec(rest)?.[0] ?? "";
  const word = rest.slice(0, rest.length - after.length);
  if (word === "") return text;
  return (
    <>
      {before}
      <mark>{word}</mark>
      {after}
    </>
  );
}

/** Pagefind's excerpt as text and <mark> elements; nothing else of it becomes markup. */
function Excerpt({ html }: { html: string }): ReactNode {
  const body = inertExcerpt(html).body;
  return [...body.childNodes].map((node, index) =>
    node.nodeName === "MARK" ? (
      <Marked key={index} text={node.textContent ?? ""} />
    ) : (
      <Fragment key={index}>{node.textContent}</Fragment>
    ),
  );
}

/** Moves focus to the section a result opened, so keyboard and screen reader users land there. */
function focusTarget(hash: string): void {
  const target =
    (hash && document.getElementById(decodeURIComponent(hash.slice(1)))) || document.getElementById("main");
  if (!target) return;
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  target.focus();
}

/**
 * The full-text search dialog: a modal with a search box (a combobox) and the matching articles
 * as a listbox. Arrow keys move through the results, Enter opens one at its section, Escape closes
 * and gives focus back.
 */
export default function SiteSearchDialog({
  isOpen,
  onClosed,
  returnFocusTo,
}: {
  isOpen: boolean;
  /** Called when the dialog closes by itself (Escape, the close button, a chosen result). */
  onClosed: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const openedFrom = useRef<Element | null>(null);
  const navigating = useRef(false);
  /** The fragment of the result just opened, focused once its page has rendered. */
  const pendingFocus = useRef<string | null>(null);
  const navigate = useNavigate();
  const location = useLocation();
  const [query, setQuery] = useState("");
  const [results, setResults] = useState<Results | null>(null);
  const [active, setActive] = useState(0);
  const [unavailable, setUnavailable] = useState(false);
  const text = query.trim();
  // While a new query runs, the previous hits stay, so the list does not flicker on every key.
  const hits = text === "" ? [] : (results?.hits ?? []);
  const options = optionsOf(hits);
  const done = text !== "" && results?.query === text;
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (isOpen && !element.open) {
      openedFrom.current = document.activeElement;
      navigating.current = false;
      element.showModal();
      // What the visitor typed while the dialog loaded goes on from where they are, not selected.
      const typed = takePendingKeys();
      if (typed !== "" && input.current) {
        input.current.value = typed;
        input.current.focus();
        setQuery(typed);
      } else input.current?.select();
      // The index starts loading as the dialog opens, not with the page.
      loadPagefind().catch(() => setUnavailable(true));
    } else if (!isOpen && element.open) {
      element.close();
    }
  }, [isOpen]);

  useEffect(() => {
    if (text === "") return;
    let current = true;
    loadPagefind()
      .then((pagefind) => pagefind.debouncedSearch(text, {}, 150))
      .then(async (search) => {
        // null: a newer query replaced this one while it waited.
        if (search === null || !current) return;
        const found = await Promise.all(
          search.results.slice(0, MAX_HITS).map(async (result) => toHit(result.id, await result.data())),
        );
        if (!current) return;
        setResults({ query: text, hits: found });
        setActive(0);
      })
      .catch(() => current && setUnavailable(true));
    return () => {
      current = false;
    };
  }, [text]);

  const onClose = () => {
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

  const open = ({ to }: SearchSection) => {
    navigating.current = true;
    dialog.current?.close();
    pendingFocus.current = to.includes("#") ? `#${to.split("#")[1]}` : "";
    void navigate(to);
  };

  useEffect(() => {
    if (pendingFocus.current === null) return;
    focusTarget(pendingFocus.current);
    pendingFocus.current = null;
  }, [location]);

  // A modal dialog makes the page inert, but Tab would still leave it for the browser's own UI.
  const trapFocus = (event: React.KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Tab" || !dialog.current) return;
    const focusable = [...dialog.current.querySelectorAll<HTMLElement>("input, button")];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (options.length === 0) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((index) => (index + step + options.length) % options.length);
    } else if (event.key === "Home" || event.key === "End") {
      event.preventDefault();
      setActive(event.key === "Home" ? 0 : options.length - 1);
    } else if (event.key === "Enter") {
      event.preventDefault();
      const option = options[active];
      if (option) open(option.section);
    }
  };

  useEffect(() => {
    document.getElementById(optionId(active))?.scrollIntoView({ block: "nearest" });
  });

  const message = unavailable
    ? "Search is not available right now. It works on the built site (npm run build)."
    : text === ""
      ? "Type to search the full text of every article."
      : !done
        ? "Searching…"
        : hits.length === 0
          ? `No article mentions “${text}”.`
          : `${hits.length} article${hits.length === 1 ? "" : "s"} found. Use the arrow keys to choose, Enter to open.`;

  return (
    // Clicking the backdrop (the dialog element itself, outside its panel) closes it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      aria-label="Search articles"
      onClose={onClose}
      onKeyDown={trapFocus}
      onClick={(event) => event.target === dialog.current && dialog.current.close()}
      className="search-dialog"
    >
      <div className="search-dialog__bar">
        <Search aria-hidden="true" className="search-dialog__icon" />
        <input
          ref={input}
          type="text"
          enterKeyHint="search"
          role="combobox"
          aria-label="Search articles"
          aria-expanded={options.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={options.length > 0 ? optionId(active) : undefined}
          autoComplete="off"
          spellCheck={false}
          placeholder="Search articles"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onKeyDown}
          className="search-dialog__input"
        />
        <button type="button" onClick={() => dialog.current?.close()} className="search-dialog__close">
          <X aria-hidden="true" className="size-5" />
          <span className="sr-only">Close search</span>
        </button>
      </div>
      <p role="status" className="search-dialog__status">
        {message}
      </p>
      <ul id={listId} role="listbox" aria-label="Matching articles" className="search-dialog__hits">
        {options.map(({ hit, section, first }, index) => (
          // Options are chosen with the keyboard from the search box; the mouse can click them too.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={`${hit.id}-${section.to}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            onClick={() => open(section)}
            onMouseMove={() => setActive(index)}
            className={first ? "search-dialog__hit" : "search-dialog__hit search-dialog__hit--more"}
          >
            {/* A further section of the same article: indented under it, and named with it. */}
            <span className={first ? "search-dialog__title" : "search-dialog__title--more"}>
              <span className={first ? undefined : "sr-only"}>{hit.title}</span>
              {section.section !== undefined && (
                <span className="search-dialog__section">
                  <span aria-hidden="true">{first ? " › " : "› "}</span>
                  {section.section}
                </span>
              )}
            </span>
            {first && hit.isoDate !== undefined && (
              <time dateTime={hit.isoDate} className="search-dialog__date">
                {formatRouteDate(hit.isoDate.replaceAll("-", ""))}
              </time>
            )}
            <span className="search-dialog__excerpt">
              <Excerpt html={section.excerpt} />
            </span>
          </li>
        ))}
      </ul>
    </dialog>
  );
}
