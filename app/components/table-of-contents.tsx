import TableOfContentsIcon from "lucide-react/icons/table-of-contents";
import { useEffect, useState } from "react";
import type { TocSection } from "~/lib/markdown/toc";
import { TitleText } from "./title-text";

function Entries({ sections, active }: { sections: readonly TocSection[]; active: string | null }) {
  const link = ({ id, text }: Omit<TocSection, "subsections">) => (
    <a href={`#${id}`} aria-current={id === active ? "location" : undefined}>
      <TitleText>{text}</TitleText>
    </a>
  );
  return (
    <ol className="toc">
      {sections.map((section) => (
        <li key={section.id}>
          {link(section)}
          {section.subsections.length > 0 && (
            <ol>
              {section.subsections.map((subsection) => (
                <li key={subsection.id}>{link(subsection)}</li>
              ))}
            </ol>
          )}
        </li>
      ))}
    </ol>
  );
}

/** The narrow outline's id, which the floating "Contents" link leads back to. */
const CONTENTS_ID = "article-contents";

/** The line below the sticky header where a section counts as the one being read. */
const READING_LINE = 0.3;

/**
 * The id of the section being read. An observer (started after hydration, so it costs the first
 * paint nothing) wakes up only when a heading crosses the band below the header; the section whose
 * heading last passed the reading line is the current one.
 */
function useSectionInView(sections: readonly TocSection[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  useEffect(() => {
    const headings = sections
      .flatMap((section) => [section, ...section.subsections])
      .map(({ id }) => document.getElementById(id))
      .filter((heading) => heading !== null);
    const update = () => {
      const line = window.innerHeight * READING_LINE;
      const passed = headings.filter((heading) => heading.getBoundingClientRect().top <= line);
      setActive(passed.at(-1)?.id ?? null);
    };
    const observer = new IntersectionObserver(update, {
      rootMargin: `0px 0px -${100 - READING_LINE * 100}% 0px`,
    });
    for (const heading of headings) observer.observe(heading);
    return () => observer.disconnect();
  }, [sections]);
  return active;
}

/**
 * The article's outline, prerendered: a collapsible block under the title on narrow screens, a
 * sticky column beside the article on wide ones that marks the section in view. Only one of the
 * two is displayed at a time, so assistive technology meets one navigation landmark (named apart
 * all the same, as landmarks must be).
 */
export function TableOfContents({ sections }: { sections: readonly TocSection[] }) {
  const active = useSectionInView(sections);
  return (
    <>
      <details className="toc-narrow">
        <summary>Contents</summary>
        {/* The way back's target: a fragment inside a closed <details> opens it, with no script. */}
        <nav id={CONTENTS_ID} aria-label="Table of contents">
          <Entries sections={sections} active={active} />
        </nav>
      </details>
      {/* Long articles on a phone: past the first screen, a way back to the contents. */}
      <a href={`#${CONTENTS_ID}`} className="toc-return">
        <TableOfContentsIcon aria-hidden="true" className="size-4" />
        <span className="sr-only">Back to the </span>Contents
      </a>
      <div className="toc-wide">
        <nav aria-labelledby="toc-title">
          <p id="toc-title">On this page</p>
          <Entries sections={sections} active={active} />
        </nav>
      </div>
    </>
  );
}
