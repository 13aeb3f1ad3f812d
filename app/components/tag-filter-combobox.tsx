import { useCombobox } from "downshift";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { takePendingKeys, takeShell } from "~/document/app/pending";
import { matchingTags } from "~/lib/tag-filter";
import { useTagFilter } from "~/lib/tag-filter-state";
import { TAG_FILTER_INPUT } from "./tag-filter-shell";
import { TAG_FILTER_MARKS } from "~/lib/tag-filter-marks";
import { TAG_FILTER_ID } from "./tag-filter-toggle";
import { classNames } from "~/lib/class-names";

const { InputChange, InputKeyDownEscape } = useCombobox.stateChangeTypes;
const INPUT_ID = "tag-filter-input";
const SHELL = `[${TAG_FILTER_MARKS.slot}]`;

function focusInput() {
  document.getElementById(INPUT_ID)?.focus();
}

/**
 * The tag filter as a WAI-ARIA combobox (Downshift): typing lists the vocabulary tags that contain
 * the text; arrows, Home/End, Enter, Escape and the mouse work as the pattern says. Its styles
 * (tag-filter.css) come with the list page, whose shell of it (tag-filter-shell.tsx) has its look.
 */
export function TagFilterCombobox({ vocabulary }: { vocabulary: readonly string[] }) {
  const { chosenTag, choose, open, openedByVisitor, markBoxLoaded } = useTagFilter();

  // Downshift's state is the only state of the box: the text and whether the list is open are
  // never copied into React state through Downshift's change callbacks. Those run in an effect
  // after the render, and the box was also controlled from the copies: a key pressed between the
  // two (fast typing while the page hydrates) was reduced against the stale copy, so Downshift saw
  // no change to report and the box read "e" with the list shut for good.
  const [itemsFor, setItemsFor] = useState(chosenTag ?? "");
  const options = matchingTags(vocabulary, itemsFor);
  const {
    isOpen,
    inputValue,
    highlightedIndex,
    getLabelProps,
    getInputProps,
    getMenuProps,
    getItemProps,
    setInputValue,
    openMenu,
  } = useCombobox<string>({
    items: options,
    inputId: INPUT_ID,
    initialInputValue: chosenTag ?? "",
    selectedItem: chosenTag,
    // On every change of the text the list is rebuilt and opens exactly when the new text matches;
    // nothing else (an arrow key, a click in the box) opens it on text that matches nothing.
    stateReducer: (state, { type, changes }) => {
      // Escape closes the list and nothing more: Downshift would also clear the box and the chosen
      // tag when the list is already shut, and a reader lost the filter to a stray key. Clear and
      // the toggle remove the tag.
      if (type === InputKeyDownEscape)
        return { ...changes, isOpen: false, inputValue: state.inputValue, selectedItem: state.selectedItem };
      const matches = matchingTags(vocabulary, changes.inputValue ?? state.inputValue).length > 0;
      return { ...changes, isOpen: type === InputChange ? matches : Boolean(changes.isOpen) && matches };
    },
    onSelectedItemChange: ({ selectedItem }) => choose(selectedItem ?? null),
  });
  // Text that matches nothing gets no list (the spec), but it is said, in words.
  const unmatched = inputValue.trim() !== "" && options.length === 0;
  // The options follow the text within the same render (React re-renders before committing), so
  // the keys Downshift handles next always see the options on screen.
  if (itemsFor !== inputValue) setItemsFor(inputValue);

  // As it mounts, before the next paint: what the visitor typed in the shell while this box loaded
  // goes on here, focused, and the shell goes. Focus first (see takeShell). The caret is at the
  // text's end: a text box's value set by a script puts it there. Once only: the box is not mounted
  // again in the shell's place.
  const tookShell = useRef(false);
  useLayoutEffect(() => {
    if (tookShell.current) return;
    tookShell.current = true;
    if (document.activeElement?.closest(SHELL)) focusInput();
    const value = takeShell(SHELL)?.value ?? "";
    // An empty shell says nothing: at a `?tag=` address reached in the app, the box shows the tag.
    if (value !== "" && value !== (chosenTag ?? "")) {
      setInputValue(value);
      if (value.trim() !== "") openMenu();
    }
    markBoxLoaded();
  }, [chosenTag, setInputValue, openMenu, markBoxLoaded]);

  useEffect(() => {
    if (!openedByVisitor) return;
    // Keys typed while the page hydrated, before this box existed, are its first text.
    const typed = takePendingKeys();
    if (typed !== "") {
      setInputValue(typed);
      openMenu();
    }
    focusInput();
  }, [openedByVisitor, setInputValue, openMenu]);

  const clear = () => {
    // The box may be showing only because the URL named a tag; it stays open without one.
    open();
    choose(null);
    setInputValue("");
    focusInput();
  };

  return (
    <div id={TAG_FILTER_ID} className="tag-filter">
      <label {...getLabelProps()} htmlFor={INPUT_ID} className="tag-filter__label">
        Search by tag
      </label>
      <div className="tag-filter__row">
        <input {...getInputProps()} {...TAG_FILTER_INPUT} />
        {inputValue !== "" && (
          <button type="button" onClick={clear} className="tag-filter__clear">
            Clear
          </button>
        )}
      </div>
      {/* A live region from the start, so that its text is announced when it comes (not a second
          role="status": the list's own status says what the filter shows). */}
      <p aria-live="polite" className="tag-filter__hint">
        {unmatched ? `No tag contains “${inputValue.trim()}”.` : ""}
      </p>
      <ul {...getMenuProps()} className={classNames("tag-filter__options", !isOpen && "hidden")}>
        {isOpen &&
          options.map((tag, index) => (
            <li
              key={tag}
              {...getItemProps({ item: tag, index })}
              className={classNames(
                "tag-filter__option",
                highlightedIndex === index && "tag-filter__option--highlighted",
              )}
            >
              {tag}
            </li>
          ))}
      </ul>
    </div>
  );
}
