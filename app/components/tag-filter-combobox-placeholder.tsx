import { TAG_FILTER_MARKS } from "~/lib/tag-filter-marks";

/**
 * Holds the search box's place for the moment its code loads, so nothing below it jumps. The list
 * page also renders it hidden while the box is closed: the intent gate shows it before the first
 * paint of a `?tag=` address, which opens the box once the app runs.
 */
export function TagFilterComboboxPlaceholder({ hidden = false }: { hidden?: boolean }) {
  return (
    <div
      {...(hidden && { [TAG_FILTER_MARKS.slot]: "" })}
      aria-hidden="true"
      hidden={hidden}
      className="mb-6 h-[4.25rem]"
      suppressHydrationWarning
    />
  );
}
