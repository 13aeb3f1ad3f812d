import { createContext, useContext, useState, useSyncExternalStore, type ReactNode } from "react";
import { useLocation, useSearchParams, type To } from "react-router";
import { openShell, startPendingKeys, takePendingKeys } from "../document/app/pending";
import { withoutTrailingSlash } from "./urls/base-path";
import { BLOG_PATH } from "./urls/paths";
import { TAG_FILTER_MARKS, TAG_PARAM } from "./tag-filter-marks";

/** The blog list filtered by one tag, `/blog?tag=azure`: where a chip on the list's cards leads. */
export function tagFilterLink(tag: string): To {
  return { pathname: BLOG_PATH, search: `?${TAG_PARAM}=${encodeURIComponent(tag)}` };
}

const subscribeToNothing = () => () => {};

/**
 * The blog list's search state, shared by the toggle in the header and the box above the list.
 * The chosen tag lives in the URL (`?tag=azure`) so a filtered list can be shared, reloaded and
 * walked through with the back button.
 */
function useTagFilterState() {
  const [searchParams, setSearchParams] = useSearchParams();
  const pathname = withoutTrailingSlash(useLocation().pathname);
  // False while the prerendered HTML hydrates: the query string was unknown when it was rendered.
  const hydrated = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  // Remembered per page, so the box is closed again when the visitor comes back to the list.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  // The box's code has loaded and the box has taken over from its shell (tag-filter-shell.tsx):
  // until then the toggle never closes it, so that a second tap made while it loads keeps it open.
  const [boxLoaded, setBoxLoaded] = useState(false);
  // Opened by the visitor just now, so the input should take focus.
  const openedByVisitor = openedOn === pathname;
  // Tags are lower case, as the vocabulary has them: `?tag=Azure` chooses azure. A visitor arriving
  // at such an address finds it put right already (tag-filter-first-paint.ts).
  const chosenTag = hydrated ? (searchParams.get(TAG_PARAM)?.toLowerCase() ?? null) : null;

  const choose = (tag: string | null) =>
    setSearchParams(
      // A copy of the address's parameters, React Router's to change.
      (params) => {
        if (tag === null) params.delete(TAG_PARAM);
        else params.set(TAG_PARAM, tag);
        return params;
      },
      { preventScrollReset: true },
    );
  const open = () => {
    // The box's code may still be loading (it loads on first use): its shell answers meanwhile,
    // focused within the visitor's tap, and the box takes its text once it mounts. Where there is
    // none, keep what the visitor types, which the box takes as its first text.
    const shellAnswered = !boxLoaded && openShell(`[${TAG_FILTER_MARKS.slot}]`);
    if (!shellAnswered && !openedByVisitor) startPendingKeys();
    setOpenedOn(pathname);
  };
  // Closing clears the text and the chosen tag.
  const close = () => {
    takePendingKeys();
    setOpenedOn(null);
    choose(null);
  };
  // Called by the box as it mounts.
  const markBoxLoaded = () => setBoxLoaded(true);
  // The search box is shown: opened by its button, or a tag is chosen in the URL.
  const isOpen = openedByVisitor || chosenTag !== null;
  return { isOpen, openedByVisitor, chosenTag, boxLoaded, open, close, choose, markBoxLoaded };
}

const TagFilterContext = createContext<ReturnType<typeof useTagFilterState> | null>(null);

export function TagFilterProvider({ children }: { children: ReactNode }) {
  return <TagFilterContext value={useTagFilterState()}>{children}</TagFilterContext>;
}

export function useTagFilter() {
  const state = useContext(TagFilterContext);
  if (state === null) throw new Error("useTagFilter needs a TagFilterProvider above it");
  return state;
}
