import { Link, type LinkProps } from "react-router";
import { useThemeMode } from "~/lib/theme";

/**
 * An in-app link that carries the current theme mode to the next page as navigation state, and
 * starts loading that page on intent (hover, focus, touch), so it shows without a visible wait.
 */
export function ThemedLink(props: Omit<LinkProps, "state">) {
  const theme = useThemeMode();
  // Every route is in the manifest a page loads (prerendered, `routeDiscovery` "initial"), so
  // links need not ask to discover theirs (React Router otherwise marks each `data-discover`).
  return <Link prefetch="intent" discover="none" {...props} state={{ theme }} />;
}
