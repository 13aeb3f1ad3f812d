import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import { useLocation, useSearchParams, type To } from "react-router";
import { startPendingKeys, takePendingKeys } from "./intent";
import { withoutTrailingSlash } from "./urls/base-path";
import { useHydrated } from "./use-hydrated";
import { BLOG_PATH } from "./urls/paths";
import { TAG_PARAM } from "./tag-filter-marks";

export { TAG_PARAM } from "./tag-filter-marks";

/** The blog list filtered by one tag, `/blog?tag=azure`: where a chip on the list's cards leads. */
export function tagFilterLink(tag: string): To {
  return { pathname: BLOG_PATH, search: `?${TAG_PARAM}=${encodeURIComponent(tag)}` };
}

interface TagFilterState {
  /** The search box is shown: opened by its button, or a tag is chosen in the URL. */
  isOpen: boolean;
  /** Opened by the visitor just now, so the input should take focus. */
  openedByVisitor: boolean;
  chosenTag: string | null;
  open: () => void;
  /** Closing clears the text and the chosen tag. */
  close: () => void;
  choose: (tag: string | null) => void;
}

const TagFilterContext = createContext<TagFilterState | null>(null);

/**
 * The blog list's search state, shared by the toggle in the header and the box above the list.
 * The chosen tag lives in the URL (`?tag=azure`) so a filtered list can be shared, reloaded and
 * walked through with the back button.
 */
export function TagFilterProvider({ children }: { children: ReactNode }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const pathname = withoutTrailingSlash(useLocation().pathname);
  const hydrated = useHydrated();
  // Remembered per page, so the box is closed again when the visitor comes back to the list.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const openedByVisitor = openedOn === pathname;
  const chosenTag = hydrated ? searchParams.get(TAG_PARAM) : null;

  const choose = useCallback(
    (tag: string | null) =>
      setSearchParams(
        (params) => {
          const next = new URLSearchParams(params);
          if (tag === null) next.delete(TAG_PARAM);
          else next.set(TAG_PARAM, tag);
          return next;
        },
        { preventScrollReset: true },
      ),
    [setSearchParams],
  );
  const open = useCallback(() => {
    // The box's code may still be loading (it loads on first use): keep what the visitor types
    // meanwhile, which the box takes as its first text once it opens (tag-filter-combobox.tsx).
    if (!openedByVisitor) startPendingKeys();
    setOpenedOn(pathname);
  }, [pathname, openedByVisitor]);
  const close = useCallback(() => {
    takePendingKeys();
    setOpenedOn(null);
    choose(null);
  }, [choose]);

  const value = useMemo(
    () => ({
      isOpen: openedByVisitor || chosenTag !== null,
      openedByVisitor,
      chosenTag,
      open,
      close,
      choose,
    }),
    [openedByVisitor, chosenTag, open, close, choose],
  );
  return <TagFilterContext value={value}>{children}</TagFilterContext>;
}

export function useTagFilter(): TagFilterState {
  const state = useContext(TagFilterContext);
  if (state === null) throw new Error("useTagFilter needs a TagFilterProvider above it");
  return state;
}
