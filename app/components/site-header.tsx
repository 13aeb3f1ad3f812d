import type { ReactNode } from "react";
import { site } from "~/site.config";
import { CONTAINER } from "./container";
import { NavLinks } from "./nav-links";
import { ThemeToggle } from "./theme-toggle";
import { ThemedLink } from "./themed-link";
import { HOME_PATH } from "~/lib/urls/paths";

/**
 * `actions` belong to the page (the list's tag filter); `search` is the site-wide search, last.
 * The controls are packed to the right edge and never shrink, and a page's own action sits left of
 * Blog and Profile: so Blog, Profile, the theme toggle and the search stand in the same place on
 * every page, at every width. On the narrowest phones the title gives way (its `~/` mark first).
 */
export function SiteHeader({ actions, search }: { actions?: ReactNode; search?: ReactNode }) {
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
      <div className={`${CONTAINER} flex h-16 items-center gap-0.5 sm:gap-2`}>
        <ThemedLink
          to={HOME_PATH}
          className="mr-auto block min-w-0 truncate rounded-md py-1 font-mono text-sm font-bold tracking-tight text-slate-900 min-[400px]:text-base sm:text-lg dark:text-slate-50"
        >
          <span aria-hidden="true" className="text-accent max-[399px]:hidden">
            ~/
          </span>
          {site.title}
        </ThemedLink>
        {actions}
        <NavLinks />
        <ThemeToggle />
        {search}
      </div>
    </header>
  );
}
