import { Fragment, type ReactNode } from "react";
import { formatRouteDate } from "~/lib/dates";
import type { SearchHit } from "~/lib/pagefind-client";
import { inertExcerpt } from "~/lib/trusted-html";

/**
 * The options of the list, one a section of a found article; `first`, the article's first section
 * shown, carries its title and date.
 */
export const optionsOf = (hits: SearchHit[]) =>
  hits.flatMap((hit) => hit.sections.map((section, index) => ({ hit, section, first: index === 0 })));

export type Option = ReturnType<typeof optionsOf>[number];

/** A word with the punctuation the index keeps around it ("WAL-G."): opening, word, closing. */
const PUNCTUATED = /^([(["'‘“«]*)(.*?)([)\]"'’”».,;:!?]*)$/su;

/** A highlighted word, with the punctuation around it outside the highlight. */
function Marked({ text }: { text: string }): ReactNode {
  const [, before, word, after] = PUNCTUATED.exec(text) ?? [];
  if (!word) return text;
  return (
    <>
      {before}
      <mark>{word}</mark>
      {after}
    </>
  );
}

/** Pagefind's excerpt as text and <mark> elements; nothing else of it becomes markup. */
function Excerpt({ html }: { html: string }): ReactNode {
  const body = inertExcerpt(html).body;
  return [...body.childNodes].map((node, index) =>
    node.nodeName === "MARK" ? (
      <Marked key={index} text={node.textContent ?? ""} />
    ) : (
      <Fragment key={index}>{node.textContent}</Fragment>
    ),
  );
}

/**
 * A section found in its code: the identifiers that matched, by name. The listing itself is not
 * quoted (search-code-listings.ts); a match by another form of the word names none.
 */
function CodeFound({ identifiers }: { identifiers: string[] }): ReactNode {
  if (identifiers.length === 0) return <span className="search-dialog__code">Found in its code.</span>;
  return (
    <span className="search-dialog__code">
      In its code:{" "}
      {identifiers.map((identifier, index) => (
        <Fragment key={identifier}>
          {index > 0 && ", "}
          <mark>{identifier}</mark>
        </Fragment>
      ))}
    </span>
  );
}

/** What an option shows: the article's title and date, or, for a further section, only its name. */
export function OptionContent({ hit, section, first }: Option): ReactNode {
  // The text before the first heading has no heading of its own: under a better section (the
  // options are best first), it is named as what it is, the article's introduction.
  const name = section.section ?? (first ? undefined : "Introduction");
  return (
    <>
      {/* A further section of the same article: indented under it, and named with it. */}
      <span className={first ? "search-dialog__title" : "search-dialog__title--more"}>
        <span className={first ? undefined : "sr-only"}>{hit.title}</span>
        {name !== undefined && (
          <span className="search-dialog__section">
            <span aria-hidden="true">{first ? " › " : "› "}</span>
            {name}
          </span>
        )}
      </span>
      {first && hit.isoDate !== undefined && (
        <time dateTime={hit.isoDate} className="search-dialog__date">
          {formatRouteDate(hit.isoDate.replaceAll("-", ""))}
        </time>
      )}
      <span className="search-dialog__excerpt">
        <Excerpt html={section.excerpt} />
      </span>
      {section.code !== undefined && <CodeFound identifiers={section.code} />}
    </>
  );
}
