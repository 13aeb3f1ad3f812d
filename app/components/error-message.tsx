import { Link } from "react-router";
import { PageTitle } from "./page-title";

/** The body of the Not found and error pages: what happened and the way back. */
export function ErrorMessage({ title, detail }: { title: string; detail: string }) {
  return (
    <div className="py-12">
      <PageTitle>{title}</PageTitle>
      <p className="mt-4 text-slate-700 dark:text-slate-300">{detail}</p>
      <p className="mt-8">
        <Link
          to="/blog"
          className="inline-block rounded-md bg-slate-900 px-4 py-2 font-medium text-white hover:bg-slate-700 dark:bg-slate-100 dark:text-slate-900 dark:hover:bg-slate-300"
        >
          Go to the blog
        </Link>
      </p>
    </div>
  );
}
