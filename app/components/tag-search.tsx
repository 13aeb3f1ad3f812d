import { useCombobox } from "downshift";
import { useEffect, useMemo, useState } from "react";
import { matchingTags } from "~/lib/tag-filter";
import { useTagSearch } from "~/lib/tag-search-state";
import { TAG_SEARCH_ID } from "./search-toggle";

const { InputChange } = useCombobox.stateChangeTypes;
const INPUT_ID = "tag-search-input";

function focusInput() {
  document.getElementById(INPUT_ID)?.focus();
}

/**
 * The tag search as a WAI-ARIA combobox (Downshift): typing lists the vocabulary tags that contain
 * the text; arrows, Home/End, Enter, Escape and the mouse work as the pattern says.
 */
export function TagSearch({ vocabulary }: { vocabulary: readonly string[] }) {
  const { chosenTag, choose, open, openedByVisitor } = useTagSearch();
  const [text, setText] = useState(chosenTag ?? "");
  const [listWanted, setListWanted] = useState(false);
  const options = useMemo(() => matchingTags(vocabulary, text), [vocabulary, text]);

  useEffect(() => {
    if (openedByVisitor) focusInput();
  }, [openedByVisitor]);

  const {
    isOpen,
    highlightedIndex,
    getLabelProps,
    getInputProps,
    getMenuProps,
    getItemProps,
    setInputValue,
  } = useCombobox({
    items: options,
    inputId: INPUT_ID,
    // Downshift owns the input's value: it updates it within the key event, so no keystroke is
    // lost; `text` follows it to rebuild the options.
    initialInputValue: text,
    selectedItem: chosenTag,
    // The list opens only while typing produced at least one match.
    isOpen: listWanted && options.length > 0,
    stateReducer: (_state, { type, changes }) =>
      type === InputChange ? { ...changes, isOpen: (changes.inputValue ?? "").trim() !== "" } : changes,
    onIsOpenChange: ({ isOpen: wanted }) => setListWanted(Boolean(wanted)),
    onInputValueChange: ({ inputValue }) => setText(inputValue),
    onSelectedItemChange: ({ selectedItem }) => choose(selectedItem ?? null),
  });

  const clear = () => {
    // The box may be showing only because the URL named a tag; it stays open without one.
    open();
    choose(null);
    setInputValue("");
    focusInput();
  };

  return (
    <div id={TAG_SEARCH_ID} className="relative mb-6">
      <label
        {...getLabelProps()}
        htmlFor={INPUT_ID}
        className="mb-1.5 block text-sm font-medium text-slate-700 dark:text-slate-300"
      >
        Search by tag
      </label>
      <div className="flex gap-2">
        <input
          {...getInputProps()}
          type="text"
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          placeholder="azure, react, postgresql…"
          className="min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-50 dark:placeholder:text-slate-400"
        />
        {text !== "" && (
          <button
            type="button"
            onClick={clear}
            className="rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
          >
            Clear
          </button>
        )}
      </div>
      <ul
        {...getMenuProps()}
        className={`absolute inset-x-0 top-full z-20 mt-1 max-h-48 overflow-y-auto rounded-md border border-slate-200 bg-white py-1 shadow-lg dark:border-slate-700 dark:bg-slate-900 ${isOpen ? "" : "hidden"}`}
      >
        {isOpen &&
          options.map((tag, index) => (
            <li
              key={tag}
              {...getItemProps({ item: tag, index })}
              className={`cursor-pointer px-3 py-1.5 text-slate-800 dark:text-slate-200 ${highlightedIndex === index ? "bg-sky-100 dark:bg-sky-900" : ""}`}
            >
              {tag}
            </li>
          ))}
      </ul>
    </div>
  );
}
