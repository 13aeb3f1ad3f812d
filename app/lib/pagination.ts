/**
 * The blog list shows this many articles a page. All of today's articles fit on the first page;
 * past that the list continues on `/blog/page/2`, … so no page grows with the blog.
 */
export const PAGE_SIZE = 30;

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / PAGE_SIZE));
}

/** The `:page` URL segment as a page number after the first, or null: `2` is, `02` and `1` are not. */
export function parsePageSegment(segment: string, pages: number): number | null {
  if (!/^[1-9]\d*$/.test(segment)) return null;
  const page = Number(segment);
  return page >= 2 && page <= pages ? page : null;
}

/** The slice of a newest-first list shown on one page. */
export function pageItems<T>(items: readonly T[], page: number): T[] {
  return items.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
}
