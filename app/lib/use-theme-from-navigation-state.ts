import { useEffect } from "react";
import { useLocation } from "react-router";
import { applyTheme } from "./theme";

/** A page reached with a theme mode in its navigation state applies it, on every state change. */
export function useThemeFromNavigationState(): void {
  const { state } = useLocation();
  const mode: unknown = state && typeof state === "object" && "theme" in state ? state.theme : undefined;
  useEffect(() => {
    if (mode === "light" || mode === "dark") applyTheme(mode);
  }, [state, mode]);
}
