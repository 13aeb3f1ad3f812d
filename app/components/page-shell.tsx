import type { ReactNode } from "react";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { SkipLink } from "./skip-link";

const MAIN_ID = "main";

/** The frame of every page, errors included: skip link, header, main content and footer. */
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
      <SkipLink targetId={MAIN_ID} />
      <SiteHeader actions={headerActions} search={headerSearch} />
      <main id={MAIN_ID} tabIndex={-1} className="site-main">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
