import { useEffect } from "react";
import { useRevalidator } from "react-router";
import { CONTENT_CHANGED_EVENT } from "~/lib/content-changed-event";

/**
 * While writing (`npm run dev`): when an article or the vocabulary is saved, the open page loads
 * its data again, in place, keeping its scroll position; a page showing a content error comes back
 * by itself once the file is fixed. Rendered by the root layout in development only.
 */
export function ContentHotReload() {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    const hot = import.meta.hot;
    if (!hot) return;
    const onChange = () => void revalidate();
    hot.on(CONTENT_CHANGED_EVENT, onChange);
    // The page hydrates on the first intent, and Vite's client connects with it: a file saved
    // between the page's render and the connection sent its event to no one, so the page loads
    // its data again once connected.
    hot.on("vite:ws:connect", onChange);
    return () => {
      hot.off(CONTENT_CHANGED_EVENT, onChange);
      hot.off("vite:ws:connect", onChange);
    };
  }, [revalidate]);
  return null;
}
