import type { Portrait } from "~/site.config";

/**
 * The author's picture. Its width and height attributes and a fixed CSS size reserve its space
 * before the file arrives, so nothing below it moves when it loads.
 */
export function ProfilePortrait({ src, alt, width, height }: Portrait) {
  return (
    <img
      src={`${import.meta.env.BASE_URL}${src.replace(/^\//, "")}`}
      alt={alt}
      width={width}
      height={height}
      decoding="async"
      className="size-20 shrink-0 rounded-full object-cover hairline-slate-200 sm:size-24 dark:hairline-slate-800"
    />
  );
}
