import type { ComponentProps } from "react";

/** A square, icon-only button; its accessible name comes from visually hidden text inside. */
export function IconButton({ className = "", ...props }: ComponentProps<"button">) {
  return (
    <button
      type="button"
      className={`inline-flex size-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800 ${className}`}
      {...props}
    />
  );
}
