import { useLocation } from "react-router";
import { withoutTrailingSlash } from "~/lib/urls/base-path";
import { ThemedLink } from "./themed-link";
import { BLOG_PATH, HOME_PATH, PROFILE_PATH } from "~/lib/urls/paths";

const ITEMS = [
  // The blog list lives at both / and /blog; the Blog link is current on either.
  { label: "Blog", to: BLOG_PATH, currentAt: [HOME_PATH, BLOG_PATH] },
  { label: "Profile", to: PROFILE_PATH, currentAt: [PROFILE_PATH] },
];

/**
 * Blog and Profile; the current one is highlighted and marked for assistive technology, and the
 * mark is what styles it (`site-nav` in app/styles/frame.css).
 */
export function NavLinks() {
  const pathname = withoutTrailingSlash(useLocation().pathname);
  return (
    <nav aria-label="Main" className="site-nav">
      <ul>
        {ITEMS.map(({ label, to, currentAt }) => {
          const current = currentAt.includes(pathname);
          return (
            <li key={to}>
              <ThemedLink to={to} aria-current={current ? "page" : undefined}>
                {label}
              </ThemedLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
