/** Holds the search box's place for the moment its code loads, so nothing below it jumps. */
export function TagFilterComboboxPlaceholder() {
  return <div aria-hidden="true" className="mb-6 h-[4.25rem]" />;
}
