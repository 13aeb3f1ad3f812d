import { Link, type LinkProps } from "react-router";
import { useThemeMode } from "~/lib/theme";

/** An in-app link that carries the current theme mode to the next page as navigation state. */
export function ThemedLink(props: Omit<LinkProps, "state">) {
  const theme = useThemeMode();
  return <Link {...props} state={{ theme }} />;
}
