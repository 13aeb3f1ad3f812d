import { site } from "~/site.config";
import { CONTAINER } from "./container";
import { ExternalLink } from "./external-link";

// 28 px tall targets in a 20 px line: the negative margin keeps the footer's height.
const LINK =
  "-my-1 inline-block py-1 underline-offset-4 hover:text-slate-900 hover:underline dark:hover:text-slate-50";

export function SiteFooter() {
  const year = new Date().getFullYear();
  const { professional, social } = site.links;
  return (
    <footer className="border-t border-slate-200 py-8 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
      <div className={`${CONTAINER} flex flex-wrap items-center justify-between gap-4`}>
        <p>
          © {year} {site.author}
        </p>
        <ul className="flex gap-4">
          <li>
            <ExternalLink href={professional.href} className={LINK}>
              {professional.label}
            </ExternalLink>
          </li>
          <li>
            <ExternalLink href={social.href} className={LINK}>
              {social.label}
            </ExternalLink>
          </li>
        </ul>
      </div>
    </footer>
  );
}
