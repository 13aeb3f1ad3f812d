/**
 * How an article's code listings reach the search index: searchable, never quoted.
 *
 * Each listing's `<pre>` is `data-pagefind-ignore` (its text is not in the page's indexed body, so
 * no excerpt can quote it) and carries its text as Pagefind metadata (`data-pagefind-meta`), which
 * Pagefind searches as well. An article is still found by an identifier that only its code has
 * (`getNodeAutoInstrumentations`), and the result can open the listing's section.
 *
 * Pagefind keeps one value per metadata key and page, so each listing has a key of its own, which
 * also names the section it is in: `code-3#finding-traces-with-traceql`, or `code-1` before the
 * first heading.
 */

const PREFIX = "code-";

/**
 * The metadata key of an article's `number`th listing (from 1) under the heading `section` (its
 * id). Heading ids are slugs (rehype-slug): no `,`, `:` or `[`, which the attribute's syntax uses.
 */
export function codeListingKey(number: number, section: string | undefined): string {
  return section === undefined || section === "" ? `${PREFIX}${number}` : `${PREFIX}${number}#${section}`;
}

/** A metadata key's listing: its number, and the id of its section (`""` before the first heading). */
export function codeListingOf(key: string): { number: number; section: string } | null {
  if (!key.startsWith(PREFIX)) return null;
  const [number = "", section = ""] = key.slice(PREFIX.length).split("#");
  return /^\d+$/.test(number) ? { number: Number(number), section } : null;
}
