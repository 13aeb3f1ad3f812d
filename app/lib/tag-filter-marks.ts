// Names only, no code: the theme's boot script (in every page's bundle) reads two of them, and
// importing them from tag-filter.ts would carry the list's code into every page's.

/**
 * The marks the list page gives the intent gate, which filters it before the first paint of a
 * `?tag=` address: the list of cards, its status line (with the number of articles in the blog),
 * the tag filter's place and the page links, which a filtered list does not show.
 */
export const TAG_FILTER_MARKS = {
  list: "data-tag-list",
  status: "data-filter-status",
  slot: "data-tag-filter-slot",
  pages: "data-pagination",
} as const;

/** The address's parameter naming the chosen tag: `/blog?tag=azure`. */
export const TAG_PARAM = "tag";

/** On <html> from the head's boot script until the gate has filtered the list: the list waits. */
export const TAG_PENDING_CLASS = "tag-pending";
