import type { ReactNode } from "react";
import { site } from "~/site.config";
import { NavLinks } from "./nav-links";
import { ThemeToggle } from "./theme-toggle";
import { ThemedLink } from "./themed-link";
import { HOME_PATH } from "~/lib/urls/paths";

/**
 * `actions` belong to the page (the list's tag filter); `search` is the site-wide search, last.
 * The controls are packed to the right edge and never shrink, and a page's own action sits left of
 * Blog and Profile: so Blog, Profile, the theme toggle and the search stand in the same place on
 * every page, at every width. On the narrowest phones the title gives way (its `~/` mark first).
 * Its styles are the `site-header`, `site-title` and `site-nav` classes in app/styles/frame.css.
 */
export function SiteHeader({ actions, search }: { actions?: ReactNode; search?: ReactNode }) {
  return (
    <header className="site-header">
      <div className="site-header__bar">
        <ThemedLink to={HOME_PATH} className="site-title">
          <span aria-hidden="true">~/</span>
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
