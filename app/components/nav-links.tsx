import { NavLink, useLocation } from "react-router";
import { useThemeMode } from "~/lib/theme";

const LINK =
  "rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800";
const CURRENT =
  "bg-slate-900 text-white hover:bg-slate-900 dark:bg-slate-100 dark:text-slate-900 dark:hover:bg-slate-100";

/** Blog and Profile; the current one is highlighted and marked for assistive technology. */
export function NavLinks() {
  const { pathname } = useLocation();
  const theme = useThemeMode();
  // The blog list lives at both / and /blog; the Blog link is current on either.
  const onBlogList = pathname === "/" || pathname === "/blog";
  return (
    <nav aria-label="Main">
      <ul className="flex gap-1">
        <li>
          <NavLink
            to="/blog"
            state={{ theme }}
            aria-current={onBlogList ? "page" : undefined}
            className={`${LINK} ${onBlogList ? CURRENT : ""}`}
          >
            Blog
          </NavLink>
        </li>
        <li>
          <NavLink
            to="/profile"
            state={{ theme }}
            className={({ isActive }) => `${LINK} ${isActive ? CURRENT : ""}`}
          >
            Profile
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
