import type { Gate } from "./gate";

/**
 * What the address asks for: a list at a `?tag=` address paints filtered, and the app, which alone
 * can apply the filter from then on, starts at once; `?search` opens the site search. Last of the
 * behaviours, once the others listen.
 */
export function address({ options, helpers, root, start, search }: Gate): void {
  const asked = new URLSearchParams(location.search);
  const tag = asked.get(options.tagFilter.param);
  if (options.hydrates && tag !== null && helpers.list)
    helpers.list.filter(tag, options.tagFilter, helpers.list.message);
  root.classList.remove(options.tagPending);
  if (options.hydrates && asked.has("search")) search();
  else if (options.hydrates && tag !== null) start();
}
