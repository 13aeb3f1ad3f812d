import { data, redirect } from "react-router";

/**
 * The blog list shows this many articles a page. All of today's articles fit on the first page;
 * past that the list continues on `/blog/page/2`, … so no page grows with the blog.
 */
export const PAGE_SIZE = 30;

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / PAGE_SIZE));
}

/**
 * The page a list's `:page` URL segment asks for, 1 without one. `1` redirects to `firstPage`, the
 * first page's own address (it is prerendered as that redirect, which also keeps the numbered
 * route prerendered while the list fits on one page); anything else but a page after the first
 * (`02`, `0`, one past the last) is Not found, as it is on the static host.
 */
export function requestedPage(segment: string | undefined, pages: number, firstPage: string): number {
  if (segment === undefined) return 1;
  if (segment === "1") throw redirect(firstPage, 301);
  const page = Number(segment);
  if (!/^[1-9]\d*$/.test(segment) || page > pages) throw data(null, { status: 404 });
  return page;
}

/** The slice of a newest-first list shown on one page. */
export function pageItems<T>(items: readonly T[], page: number): T[] {
  return items.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
}
