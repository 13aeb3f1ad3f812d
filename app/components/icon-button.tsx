import type { ComponentProps } from "react";
import { classNames } from "~/lib/class-names";

/**
 * A square, icon-only button; its accessible name comes from visually hidden text inside. 36 px on
 * phones, where the list's header holds four of them, 40 from 640 px; it never shrinks. Its styles,
 * and its icon's size, are `icon-button` in app/styles/frame.css.
 */
export function IconButton({ className = "", ...props }: ComponentProps<"button">) {
  return <button type="button" className={classNames("icon-button", className)} {...props} />;
}
