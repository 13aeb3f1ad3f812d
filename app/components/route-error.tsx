import { isRouteErrorResponse, Link } from "react-router";
import { isContentErrorMessage } from "~/lib/content/content-error";
import { pageTitle } from "~/lib/seo";
import { TAGS_PATH, BLOG_PATH } from "~/lib/urls/paths";
import { PageTitle } from "./page-title";

/**
 * What a page shows when its route failed: Not found for an address no route serves, the
 * content's problem (file, line, field) while writing, or a way back otherwise.
 */
export function RouteError({ error }: { error: unknown }) {
  // While writing (`npm run dev`): the same message the build prints, naming file, line and
  // field, so the owner can fix it without looking at a terminal.
  if (import.meta.env.DEV && error instanceof Error && isContentErrorMessage(error.message))
    return (
      <div className="py-12">
        <PageTitle>The content has an error</PageTitle>
        <pre className="mt-6 overflow-x-auto rounded-md border border-red-300 bg-red-50 p-4 text-sm text-red-950 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
          {error.message}
        </pre>
        <p className="mt-6 text-slate-700 dark:text-slate-300">
          Fix the file named above and save it: this page reloads by itself. A production build refuses the
          same content with the same message.
        </p>
      </div>
    );
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundMessage />;
  return (
    <ErrorMessage
      title="Something went wrong"
      detail="This page failed to display. Reloading often helps; if it does not, the articles are still one click away."
    />
  );
}

/**
 * Not found, the same wherever it comes from: the catch-all route (the host's 404.html) or an
 * address a loader refused (an unknown article, in `npm run dev` or in the app).
 */
export function NotFoundMessage() {
  return (
    <ErrorMessage
      title="Page not found"
      description="There is no page at this address; every article is listed on the blog."
      detail="There is no page at this address. It may have moved, or the link may have a typo. Every article is listed on the blog."
    />
  );
}

const PRIMARY =
  "inline-flex min-h-10 items-center rounded-md bg-brand-700 px-4 font-medium text-white hover:bg-brand-800 dark:bg-brand-300 dark:text-slate-950 dark:hover:bg-brand-200";
const SECONDARY =
  "inline-flex min-h-10 items-center rounded-md px-4 font-medium text-slate-900 hairline-inset-slate-300 hover:bg-slate-100 dark:text-slate-100 dark:hairline-inset-slate-700 dark:hover:bg-slate-800";

/**
 * The body of the Not found and error pages: what happened and the ways on, with the title,
 * description and robots tags React hoists into <head>. Its title starts where every other page's
 * does (main's own padding only), and it offers the blog and the tags, since a reader who followed
 * a broken link was looking for something. (Not the site search: the Not found page ships no app,
 * app/document/handle.ts; a page that does has it in its header.)
 */
function ErrorMessage({
  title,
  description,
  detail,
}: {
  title: string;
  description?: string;
  detail: string;
}) {
  return (
    <div className="pb-12">
      <title>{pageTitle(title)}</title>
      {description && <meta name="description" content={description} />}
      {/* An error page must not be indexed; Lighthouse's SEO score says so of Not found, on purpose. */}
      <meta name="robots" content="noindex" />
      <PageTitle>{title}</PageTitle>
      <p className="mt-4 text-slate-700 dark:text-slate-300">{detail}</p>
      <ul className="mt-8 flex flex-wrap gap-3">
        <li>
          <Link to={BLOG_PATH} className={PRIMARY}>
            Go to the blog
          </Link>
        </li>
        <li>
          <Link to={TAGS_PATH} className={SECONDARY}>
            Browse by tag
          </Link>
        </li>
      </ul>
    </div>
  );
}
