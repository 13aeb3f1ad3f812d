import type { ReactNode } from "react";
import { site } from "~/site.config";
import { NavLinks } from "./nav-links";
import { ThemeToggle } from "./theme-toggle";
import { ThemedLink } from "./themed-link";

/** `actions` belong to the page (the list's tag filter); `search` is the site-wide search, last. */
export function SiteHeader({ actions, search }: { actions?: ReactNode; search?: ReactNode }) {
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
      <div className="mx-auto flex h-16 w-11/12 items-center gap-2 sm:w-10/12 md:w-9/12 lg:w-8/12 xl:w-6/12 2xl:w-4/12">
        <ThemedLink
          to="/"
          className="mr-auto rounded-md font-mono text-lg font-bold tracking-tight text-slate-900 dark:text-slate-50"
        >
          <span aria-hidden="true" className="text-accent">
            ~/
          </span>
          {site.title}
        </ThemedLink>
        <NavLinks />
        {actions}
        <ThemeToggle />
        {search}
      </div>
    </header>
  );
}
