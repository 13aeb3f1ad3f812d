import { site } from "~/site.config";
import { ExternalLink } from "./external-link";

/** Its styles are the `site-footer` classes in app/styles/frame.css. */
export function SiteFooter() {
  const year = new Date().getFullYear();
  const { professional, social } = site.links;
  return (
    <footer className="site-footer">
      <div className="site-footer__bar">
        <p>
          © {year} {site.author}
        </p>
        <ul>
          <li>
            <ExternalLink href={professional.href}>{professional.label}</ExternalLink>
          </li>
          <li>
            <ExternalLink href={social.href}>{social.label}</ExternalLink>
          </li>
        </ul>
      </div>
    </footer>
  );
}
