import type { ReactNode } from "react";

/** A page's `h1`; an article's (`display`) is set larger, about 2.5 times the body. */
export function PageTitle({ children, display = false }: { children: ReactNode; display?: boolean }) {
  const size = display ? "text-4xl sm:text-[2.5rem] lg:text-display" : "text-3xl sm:text-4xl";
  return (
    <h1 className={`${size} font-bold tracking-tight text-balance text-slate-900 dark:text-slate-50`}>
      {children}
    </h1>
  );
}
