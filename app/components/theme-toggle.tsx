import Moon from "lucide-react/icons/moon";
import Sun from "lucide-react/icons/sun";
import { ACTIONS } from "~/document/names";
import { applyTheme, readTheme } from "~/lib/theme";
import { IconButton } from "./icon-button";

/**
 * Its label and icon follow the `dark` class through CSS alone, so the prerendered button is right
 * before any script runs and hydration never disagrees with the page. Before hydration the inline
 * intent script answers its clicks (it is marked with the toggle-theme action).
 */
export function ThemeToggle() {
  return (
    <IconButton
      data-action={ACTIONS.toggleTheme}
      // A tooltip for pointer users (the name, which says which way it switches, is the text inside).
      title="Light or dark theme"
      onClick={() => applyTheme(readTheme() === "dark" ? "light" : "dark")}
    >
      <Moon aria-hidden="true" className="dark:hidden" />
      <Sun aria-hidden="true" className="hidden dark:block" />
      <span className="sr-only dark:hidden">Switch to dark theme</span>
      <span className="hidden dark:sr-only dark:inline">Switch to light theme</span>
    </IconButton>
  );
}
