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
 * The page of a newest-first list that its `:page` URL segment asks for (1 without one), with the
 * page's slice of the items. `1` redirects to `firstPage`, the first page's own address (it is
 * prerendered as that redirect, which also keeps the numbered route prerendered while the list
 * fits on one page); anything else but a page after the first (`02`, `0`, one past the last) is
 * Not found, as it is on the static host.
 */
export function listPage<T>(items: readonly T[], segment: string | undefined, firstPage: string) {
  const pages = pageCount(items.length);
  if (segment === "1") throw redirect(firstPage, 301);
  const page = Number(segment ?? 1);
  if (segment !== undefined && (!/^[1-9]\d*$/.test(segment) || page > pages))
    throw data(null, { status: 404 });
  return { items: items.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE), page, pages };
}
