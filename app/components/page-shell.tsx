import Moon from "lucide-react/icons/moon";
import Sun from "lucide-react/icons/sun";
import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { site } from "~/site.config";
import { ACTIONS } from "~/document/names";
import { applyTheme, readTheme } from "~/lib/theme";
import { withoutTrailingSlash } from "~/lib/urls/base-path";
import { BLOG_PATH, HOME_PATH, PROFILE_PATH } from "~/lib/urls/paths";
import { ExternalLink } from "./external-link";
import { IconButton } from "./icon-button";
import { ThemedLink } from "./themed-link";

const MAIN_ID = "main";

const NAV_ITEMS = [
  // The blog list lives at both / and /blog; the Blog link is current on either.
  { label: "Blog", to: BLOG_PATH, currentAt: [HOME_PATH, BLOG_PATH] },
  { label: "Profile", to: PROFILE_PATH, currentAt: [PROFILE_PATH] },
];

/**
 * The frame of every page, errors included: skip link, header, main content and footer. Its
 * styles are the `skip-link`, `site-header`, `site-title`, `site-nav` and `site-footer` classes in
 * app/styles/frame.css.
 *
 * In the header, `headerActions` belong to the page (the list's tag filter); `headerSearch` is the
 * site-wide search, last. The controls are packed to the right edge and never shrink, and a page's
 * own action sits left of Blog and Profile: so Blog, Profile, the theme toggle and the search
 * stand in the same place on every page, at every width. On the narrowest phones the title gives
 * way (its `~/` mark first). The current one of Blog and Profile is marked for assistive
 * technology, and the mark is what highlights it.
 *
 * The theme toggle's label and icon follow the `dark` class through CSS alone, so the prerendered
 * button is right before any script runs and hydration never disagrees with the page. Before
 * hydration the inline intent script answers its clicks (it is marked with the toggle-theme action).
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
  const pathname = withoutTrailingSlash(useLocation().pathname);
  const year = new Date().getFullYear();
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
          <nav aria-label="Main" className="site-nav">
            <ul>
              {NAV_ITEMS.map(({ label, to, currentAt }) => (
                <li key={to}>
                  <ThemedLink to={to} aria-current={currentAt.includes(pathname) ? "page" : undefined}>
                    {label}
                  </ThemedLink>
                </li>
              ))}
            </ul>
          </nav>
          <IconButton
            data-action={ACTIONS.toggleTheme}
            // A tooltip for pointer users (the name, which says which way it switches, is the text inside).
            title="Light or dark theme"
            onClick={() => applyTheme(readTheme() === "dark" ? "light" : "dark")}
          >
            <Moon aria-hidden="true" className="dark:hidden" />
            <Sun aria-hidden="true" className="hidden dark:block" />
            <span className="sr-only dark:hidden">Switch to dark theme</span>
            <span className="hidden dark:sr-only dark:inline">Switch to light theme</span>
          </IconButton>
          {headerSearch}
        </div>
      </header>
      <main id={MAIN_ID} tabIndex={-1} className="site-main">
        {children}
      </main>
      <footer className="site-footer">
        <div className="site-footer__bar">
          <p>
            © {year} {site.author}
          </p>
          <ul>
            {[site.links.professional, site.links.social].map(({ href, label }) => (
              <li key={href}>
                <ExternalLink href={href}>{label}</ExternalLink>
              </li>
            ))}
          </ul>
        </div>
      </footer>
    </>
  );
}
