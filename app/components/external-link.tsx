import type { ReactNode } from "react";

/** Opens in a new tab without handing the opener to the other site, and says so to screen readers. */
export function ExternalLink({
  href,
  children,
  className,
  me = false,
}: {
  href: string;
  children: ReactNode;
  className?: string;
  /** The author's own profile elsewhere (`rel="me"`), for identity checks such as Mastodon's. */
  me?: boolean;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel={me ? "me noopener noreferrer" : "noopener noreferrer"}
      className={className}
    >
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
