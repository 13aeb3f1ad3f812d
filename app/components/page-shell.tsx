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
      <main
        id={MAIN_ID}
        tabIndex={-1}
        className="mx-auto min-h-[calc(100vh-172px)] w-11/12 py-8 outline-none sm:w-10/12 md:w-9/12 lg:w-8/12 xl:w-6/12 2xl:w-4/12"
      >
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
