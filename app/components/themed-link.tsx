import { Link, type LinkProps } from "react-router";
import { useThemeMode } from "~/lib/theme";

/**
 * An in-app link that carries the current theme mode to the next page as navigation state, and
 * starts loading that page on intent (hover, focus, touch), so it shows without a visible wait.
 */
export function ThemedLink(props: Omit<LinkProps, "state">) {
  const theme = useThemeMode();
  return <Link prefetch="intent" {...props} state={{ theme }} />;
}
