import { isRouteErrorResponse } from "react-router";
import { isContentErrorMessage } from "~/lib/content/content-error";
import { pageTitle } from "~/lib/seo";
import { ContentErrorMessage } from "./content-error-message";
import { ErrorMessage } from "./error-message";

/**
 * What a page shows when its route failed: Not found for an address no route serves, the
 * content's problem (file, line, field) while writing, or a way back otherwise. With the same
 * title and robots as the Not found route's, which React hoists into <head>.
 */
export function RouteError({ error }: { error: unknown }) {
  if (import.meta.env.DEV && error instanceof Error && isContentErrorMessage(error.message))
    return <ContentErrorMessage message={error.message} />;
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundMessage />;
  return (
    <>
      <title>{pageTitle("Something went wrong")}</title>
      <meta name="robots" content="noindex" />
      <ErrorMessage
        title="Something went wrong"
        detail="This page failed to display. Reloading often helps; if it does not, the articles are still one click away."
      />
    </>
  );
}

/**
 * Not found, the same wherever it comes from: the catch-all route (the host's 404.html) or an
 * address a loader refused (an unknown article, in `npm run dev` or in the app).
 */
export function NotFoundMessage() {
  return (
    <>
      <title>{pageTitle("Page not found")}</title>
      <meta
        name="description"
        content="There is no page at this address; every article is listed on the blog."
      />
      {/* A Not found page must not be indexed; Lighthouse's SEO score says so, on purpose. */}
      <meta name="robots" content="noindex" />
      <ErrorMessage
        title="Page not found"
        detail="There is no page at this address. It may have moved, or the link may have a typo. Every article is listed on the blog."
      />
    </>
  );
}
