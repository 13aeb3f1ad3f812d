import type { ReactNode } from "react";
import { site } from "~/site.config";
import { HOME_PATH } from "~/lib/urls/paths";
import { NavLinks } from "./nav-links";
import { SiteFooter } from "./site-footer";
import { ThemeToggle } from "./theme-toggle";
import { ThemedLink } from "./themed-link";

const MAIN_ID = "main";

/**
 * The frame of every page, errors included: skip link, header, main content and footer. Its
 * styles are the `skip-link`, `site-header`, `site-title` and `site-nav` classes in
 * app/styles/frame.css.
 *
 * In the header, `headerActions` belong to the page (the list's tag filter); `headerSearch` is the
 * site-wide search, last. The controls are packed to the right edge and never shrink, and a page's
 * own action sits left of Blog and Profile: so Blog, Profile, the theme toggle and the search
 * stand in the same place on every page, at every width. On the narrowest phones the title gives
 * way (its `~/` mark first).
 */
export function PageShell({
  children,
  headerActions,
  headerSearch,
}: {
  children: ReactNode;
  headerActions?: ReactNode;
  headerSearch?: ReactNode;
}) {
  return (
    <>
      {/* Hidden until focused, then over the header's corner. */}
      <a href={`#${MAIN_ID}`} className="skip-link">
        Skip to content
      </a>
      <header className="site-header">
        <div className="site-header__bar">
          <ThemedLink to={HOME_PATH} className="site-title">
            <span aria-hidden="true">~/</span>
            {site.title}
          </ThemedLink>
          {headerActions}
          <NavLinks />
          <ThemeToggle />
          {headerSearch}
        </div>
      </header>
      <main id={MAIN_ID} tabIndex={-1} className="site-main">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
