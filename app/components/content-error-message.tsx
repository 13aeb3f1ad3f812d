import { PageTitle } from "./page-title";

/**
 * Shown while writing (`npm run dev`) when the content has an error: the same message the build
 * prints, naming file, line and field, so the owner can fix it without looking at a terminal.
 */
export function ContentErrorMessage({ message }: { message: string }) {
  return (
    <div className="py-12">
      <PageTitle>The content has an error</PageTitle>
      <pre className="mt-6 overflow-x-auto rounded-md border border-red-300 bg-red-50 p-4 text-sm text-red-950 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
        {message}
      </pre>
      <p className="mt-6 text-slate-700 dark:text-slate-300">
        Fix the file named above and save it: this page reloads by itself. A production build refuses the same
        content with the same message.
      </p>
    </div>
  );
}
