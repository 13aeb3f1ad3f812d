import { Link } from "react-router";
import { TAGS_PATH, BLOG_PATH } from "~/lib/urls/paths";
import { PageTitle } from "./page-title";

const PRIMARY =
  "inline-flex min-h-10 items-center rounded-md bg-brand-700 px-4 font-medium text-white hover:bg-brand-800 dark:bg-brand-300 dark:text-slate-950 dark:hover:bg-brand-200";
const SECONDARY =
  "inline-flex min-h-10 items-center rounded-md px-4 font-medium text-slate-900 hairline-inset-slate-300 hover:bg-slate-100 dark:text-slate-100 dark:hairline-inset-slate-700 dark:hover:bg-slate-800";

/**
 * The body of the Not found and error pages: what happened and the ways on. Its title starts
 * where every other page's does (main's own padding only), and it offers the blog and the tags,
 * since a reader who followed a broken link was looking for something. (Not the site search: the
 * Not found page ships no app, app/document/handle.ts; a page that does has it in its header.)
 */
export function ErrorMessage({ title, detail }: { title: string; detail: string }) {
  return (
    <div className="pb-12">
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
