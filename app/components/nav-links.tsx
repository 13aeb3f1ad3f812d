import { useLocation } from "react-router";
import { withoutTrailingSlash } from "~/lib/urls/base-path";
import { ThemedLink } from "./themed-link";
import { classNames } from "~/lib/class-names";
import { BLOG_PATH, HOME_PATH, PROFILE_PATH } from "~/lib/urls/paths";

const LINK =
  "block rounded-md px-2 py-1.5 text-sm sm:px-3 font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800";
const CURRENT =
  "bg-slate-900 text-white hover:bg-slate-900 dark:bg-slate-100 dark:text-slate-900 dark:hover:bg-slate-100";

const ITEMS = [
  // The blog list lives at both / and /blog; the Blog link is current on either.
  { label: "Blog", to: BLOG_PATH, currentAt: [HOME_PATH, BLOG_PATH] },
  { label: "Profile", to: PROFILE_PATH, currentAt: [PROFILE_PATH] },
];

/** Blog and Profile; the current one is highlighted and marked for assistive technology. */
export function NavLinks() {
  const pathname = withoutTrailingSlash(useLocation().pathname);
  return (
    <nav aria-label="Main" className="shrink-0">
      <ul className="flex gap-1">
        {ITEMS.map(({ label, to, currentAt }) => {
          const current = currentAt.includes(pathname);
          return (
            <li key={to}>
              <ThemedLink
                to={to}
                aria-current={current ? "page" : undefined}
                className={classNames(LINK, current && CURRENT)}
              >
                {label}
              </ThemedLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
