import { ChevronRight } from "lucide-react";
import { useEffect, useState } from "react";
import type { TocEntry } from "~/lib/markdown/toc";

interface Section extends TocEntry {
  subsections: TocEntry[];
}

function nest(toc: readonly TocEntry[]): Section[] {
  const sections: Section[] = [];
  for (const entry of toc) {
    const parent = sections.at(-1);
    if (entry.depth === 3 && parent) parent.subsections.push(entry);
    else sections.push({ ...entry, subsections: [] });
  }
  return sections;
}

const LINK =
  "block border-l-2 border-transparent py-1 pl-3 text-slate-700 hover:text-slate-950 aria-[current]:border-accent aria-[current]:text-slate-950 dark:text-slate-300 dark:hover:text-white dark:aria-[current]:text-white";

function Entries({ toc, active }: { toc: readonly TocEntry[]; active: string | null }) {
  const link = (entry: TocEntry, indent = "") => (
    <a
      href={`#${entry.id}`}
      className={`${LINK} ${indent}`}
      aria-current={entry.id === active ? "location" : undefined}
    >
      {entry.text}
    </a>
  );
  return (
    <ol className="space-y-0.5 text-sm">
      {nest(toc).map((section) => (
        <li key={section.id}>
          {link(section)}
          {section.subsections.length > 0 && (
            <ol className="space-y-0.5">
              {section.subsections.map((subsection) => (
                <li key={subsection.id}>{link(subsection, "pl-6")}</li>
              ))}
            </ol>
          )}
        </li>
      ))}
    </ol>
  );
}

/** The line below the sticky header where a section counts as the one being read. */
const READING_LINE = 0.3;

/**
 * The id of the section being read. An observer (started after hydration, so it costs the first
 * paint nothing) wakes up only when a heading crosses the band below the header; the section whose
 * heading last passed the reading line is the current one.
 */
function useSectionInView(toc: readonly TocEntry[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  useEffect(() => {
    const headings = toc
      .map((entry) => document.getElementById(entry.id))
      .filter((heading) => heading !== null);
    if (headings.length === 0 || typeof IntersectionObserver === "undefined") return;
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
  }, [toc]);
  return active;
}

/**
 * The article's outline, prerendered: a collapsible block under the title on narrow screens, a
 * sticky column beside the article on wide ones that marks the section in view. Only one of the
 * two is displayed at a time, so assistive technology meets one navigation landmark.
 */
export function TableOfContents({ toc }: { toc: readonly TocEntry[] }) {
  const active = useSectionInView(toc);
  return (
    <>
      <details className="group mb-8 rounded-lg border border-slate-200 xl:hidden dark:border-slate-800">
        <summary className="flex cursor-pointer items-center gap-2 rounded-lg px-4 py-2 font-medium text-slate-900 dark:text-slate-50">
          <ChevronRight aria-hidden="true" className="size-4 transition-transform group-open:rotate-90" />
          Contents
        </summary>
        <nav aria-label="Table of contents" className="px-4 pb-3">
          <Entries toc={toc} active={active} />
        </nav>
      </details>
      <div className="absolute top-0 left-full hidden h-full w-56 pl-10 xl:block 2xl:w-64">
        <nav
          aria-label="Table of contents"
          className="sticky top-24 max-h-[calc(100vh-7rem)] overflow-y-auto"
        >
          <p className="mb-2 text-sm font-semibold text-slate-900 dark:text-slate-50">On this page</p>
          <Entries toc={toc} active={active} />
        </nav>
      </div>
    </>
  );
}
