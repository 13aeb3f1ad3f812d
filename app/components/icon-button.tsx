import type { ComponentProps } from "react";
import { classNames } from "~/lib/class-names";

/**
 * A square, icon-only button; its accessible name comes from visually hidden text inside. 36 px on
 * phones, where the list's header holds four of them, 40 from 640 px; it never shrinks.
 */
export function IconButton({ className = "", ...props }: ComponentProps<"button">) {
  return (
    <button
      type="button"
      className={classNames(
        "inline-flex size-9 shrink-0 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 sm:size-10 dark:text-slate-300 dark:hover:bg-slate-800",
        className,
      )}
      {...props}
    />
  );
}
